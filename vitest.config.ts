import { defineConfig } from "vitest/config";

// One runner, three projects: the pure packages, the server (integration tests
// on a real database) and the web app's pure modules. End-to-end journeys have
// their own config (e2e/vitest.config.ts) because they need the built app.
export default defineConfig({
  test: {
    projects: [
      {
        // The reports' tests render real PDFs with real fonts: seconds each on a shared 2-core machine.
        test: { name: "packages", include: ["packages/*/src/**/*.test.ts"], environment: "node", testTimeout: 60_000 },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: "web", include: ["apps/web/src/**/*.test.{ts,tsx}"], environment: "node" } },
    ],
  },
});
