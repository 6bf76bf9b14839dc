#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its
// sources, then runs the server in this same process (one PID to stop, and
// SIGTERM reaches the server's drain directly).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { register } from "tsx/esm/api";
import { pinRuntime } from "./runtime.mjs";

pinRuntime();

const root = new URL("..", import.meta.url).pathname;
const builtIndex = join(root, "apps/web/dist/index.html");
const sources = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "packages",
  "content",
];

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

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (!process.env.WEB_DIST_DIR && sourcesAt > builtAt) {
  console.log(builtAt ? "Web app sources changed: rebuilding." : "Building the web app (first start).");
  const r = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

register();
await import(join(root, "apps/server/src/server.ts"));
