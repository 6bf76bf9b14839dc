// How the server is bundled (scripts/build-server.mjs), shared with the test
// that renders the report from a bundle made the same way
// (packages/report/src/server-bundle.test.ts).

/** @type {import("esbuild").BuildOptions} */
export const serverBundleOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  logLevel: "warning",
  // Bare imports of registry packages stay external; relative paths and @gradeatlas/* are ours.
  plugins: [
    {
      name: "external-registry-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@gradeatlas/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
};
