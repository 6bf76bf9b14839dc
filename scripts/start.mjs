#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources (the web app
// with `npm run build`, the server with the much quicker `build:server`), then
// runs the compiled server in this same process (one PID to stop, and SIGTERM
// reaches the server's drain directly).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pinRuntime } from "./runtime.mjs";

pinRuntime();

const root = new URL("..", import.meta.url).pathname;
const builtIndex = join(root, "apps/web/dist/index.html");
const builtServer = join(root, "apps/server/dist/server.js");
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

if (!process.env.WEB_DIST_DIR && newestOf(webSources) > builtAt(builtIndex)) {
  console.log(builtAt(builtIndex) ? "Web app sources changed: rebuilding." : "Building the web app (first start).");
  npmRun("build"); // builds the server too
} else if (newestOf(serverSources) > builtAt(builtServer)) {
  npmRun("build:server");
}

await import(builtServer);
