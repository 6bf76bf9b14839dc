import { defineConfig } from "vitest/config";

// End-to-end journeys: the built app is started once (global setup) and each
// spec drives Debian's Chromium against it. Files run one at a time: two cores.
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["specs/**/*.spec.ts"],
    globalSetup: ["support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
