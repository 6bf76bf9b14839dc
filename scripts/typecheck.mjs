// Type-checks every workspace with its own tsconfig (web needs DOM and JSX,
// the server needs Node's types), failing if any one fails.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const projects = [
  "packages/engine",
  "packages/contracts",
  "packages/report",
  "apps/server",
  "apps/web",
  "e2e",
  "bench",
  "tsconfig.scripts.json",
].filter((p) => existsSync(p.endsWith(".json") ? p : `${p}/tsconfig.json`));

let failed = false;
for (const project of projects) {
  const r = spawnSync("npx", ["tsc", "--noEmit", "-p", project], { stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`typecheck failed: ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
