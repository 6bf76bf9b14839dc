// Builds what is missing or older than its sources before a start (`npm start`,
// `npm run demo`): the web app with `npm run build`, the server alone with the
// much quicker `build:server`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
export const builtServer = join(root, "apps/server/dist/server.js");
export const builtDemo = join(root, "apps/server/dist/demo.js");
const builtIndex = join(root, "apps/web/dist/index.html");
const webSources = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "packages",
  "content",
];
const serverSources = ["apps/server/src", "packages/engine", "packages/contracts", "apps/server/package.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (name === "node_modules" || name === "dist") continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const newestOf = (paths) => Math.max(...paths.map((p) => newestMtime(join(root, p))));

function npmRun(script) {
  const r = spawnSync("npm", ["run", script], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

export function buildIfStale() {
  if (!process.env.WEB_DIST_DIR && newestOf(webSources) > builtAt(builtIndex)) {
    console.log(builtAt(builtIndex) ? "Web app sources changed: rebuilding." : "Building the web app (first start).");
    npmRun("build"); // builds the server too
  } else if (newestOf(serverSources) > Math.min(builtAt(builtServer), builtAt(builtDemo))) {
    npmRun("build:server");
  }
}
