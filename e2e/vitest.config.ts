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
    // A page's data arrives over HTTP on a busy 2-core machine: expect.poll
    // keeps asking for up to 10 s. (Its default, 1 s, failed two journeys
    // after the move to Vitest 5 whose pages were right when looked at.)
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
