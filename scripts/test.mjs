#!/usr/bin/env node
// `npm test`: the whole suite, from a fresh machine, with nothing set up by hand.
// 1. Debian's chromium and postgresql, installed when missing (as root).
// 2. Lint (Biome, then the import boundaries) and types.
// 3. Unit and integration tests on embedded PGlite.
// 4. The server's integration tests again on a throwaway PostgreSQL cluster.
// 5. The production build, then the end-to-end journeys in headless Chromium
//    against the built app started with `npm start`.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pinRuntime } from "./runtime.mjs";

pinRuntime();

const results = { passed: 0, failed: 0 };
let pg; // the throwaway PostgreSQL cluster, while it runs
const reports = mkdtempSync(join(tmpdir(), "gradeatlas-test-reports-"));

function step(title) {
  console.log(`\n=== ${title}`);
}

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", ...options, env: { ...process.env, ...options.env } });
  if (r.status !== 0) {
    console.error(`\n✗ ${[cmd, ...args].join(" ")} failed (exit ${r.status ?? r.signal})`);
    finish(1);
  }
}

function vitest(name, args, env = {}) {
  const out = join(reports, `${name}.json`);
  const r = spawnSync(
    "npx",
    ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
    {
      stdio: "inherit",
      env: { ...process.env, ...env },
    },
  );
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, "utf8"));
    results.passed += report.numPassedTests;
    results.failed += report.numFailedTests;
    if (report.numTotalTests === 0) {
      console.error(`\n✗ ${name}: no test ran`);
      finish(1);
    }
  }
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    finish(1);
  }
}

function finish(code) {
  stopPostgres();
  // The plain closing line CI reads, whatever the runner.
  console.log(`\n${results.passed} passed, ${results.failed} failed`);
  process.exit(code);
}

// --- 1. System packages -----------------------------------------------------
const chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find(existsSync);
const pgBin = postgresBinDir();
if (!chromium || !pgBin) {
  const missing = [!chromium && "chromium", !pgBin && "postgresql"].filter(Boolean);
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing Debian packages: ${missing.join(" ")}. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}`,
    );
    process.exit(1);
  }
  step(`Installing ${missing.join(", ")} from Debian`);
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", ...missing], {
    env: { DEBIAN_FRONTEND: "noninteractive" },
  });
}

function postgresBinDir() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, "bin")).find((d) => existsSync(join(d, "initdb")));
}

// --- 2. Lint and types --------------------------------------------------------
step("Lint (Biome)");
run("npx", ["biome", "check", "."]);
step("Import boundaries (dependency-cruiser)");
run("npm", ["run", "--silent", "lint:deps"]);
step("Types (tsc)");
run("node", ["scripts/typecheck.mjs"]);

// --- 3. Unit and integration tests on PGlite ----------------------------------
step("Unit and integration tests (PGlite)");
vitest("unit-pglite", []);

// --- 4. Integration tests on PostgreSQL ---------------------------------------
step("Integration tests (PostgreSQL)");
await startPostgres(postgresBinDir());
vitest("server-postgres", ["--project", "server"], { TEST_DATABASE_URL: pg.url });
stopPostgres();

// --- 5. Build and end-to-end ---------------------------------------------------
step("Production build");
run("npm", ["run", "build"]);
step("End-to-end journeys (Chromium)");
vitest("e2e", ["--config", "e2e/vitest.config.ts"], { CHROMIUM_PATH: chromium ?? "/usr/bin/chromium" });

finish(results.failed ? 1 : 0);

// --- A throwaway PostgreSQL cluster ---------------------------------------------
async function startPostgres(bin) {
  const dir = mkdtempSync(join(tmpdir(), "gradeatlas-pg-"));
  const port = await freePort();
  // initdb refuses to run as root: the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const asUser = (cmd, args) => (asRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args]);
  if (asRoot) chownSync(dir, uidOf("postgres"), gidOf("postgres"));
  const data = join(dir, "data");
  run(...asUser(join(bin, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]), {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`;
  run(...asUser(join(bin, "pg_ctl"), ["-D", data, "-o", opts, "-l", join(dir, "log"), "-w", "start"]), {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const state = { dir, data, bin, asUser, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
  pg = state;
  return state;
}

function stopPostgres() {
  if (!pg) return;
  const { dir, data, bin, asUser } = pg;
  pg = undefined;
  const [cmd, args] = asUser(join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
  spawnSync(cmd, args, { stdio: "ignore" });
  rmSync(dir, { recursive: true, force: true });
}

function uidOf(user) {
  return Number(execFileSync("id", ["-u", user]).toString().trim());
}
function gidOf(user) {
  return Number(execFileSync("id", ["-g", user]).toString().trim());
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}
