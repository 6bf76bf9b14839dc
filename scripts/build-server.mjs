// `npm run build:server`: compiles the server ahead of time into one ES module,
// apps/server/dist/server.js, so `npm start` runs plain JavaScript instead of
// compiling TypeScript with tsx at every start (16–32 s on our 2-core
// machines). Our own workspaces are bundled in; packages from the registry stay
// imports of node_modules, as npm installed them. `npm run demo`'s seeding is a
// bundle of its own, dist/demo.js: the server's bundle does not contain it.
import { build } from "esbuild";
import { serverBundleOptions } from "./server-bundle-options.mjs";

const root = new URL("..", import.meta.url).pathname;

await build({
  ...serverBundleOptions,
  entryPoints: {
    server: `${root}apps/server/src/server.ts`,
    demo: `${root}apps/server/src/demo/demo-cli.ts`,
  },
  outdir: `${root}apps/server/dist`,
  sourcemap: true,
});
