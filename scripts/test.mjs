#!/usr/bin/env node
// `npm test`: the whole suite, from a fresh machine, with nothing set up by hand.
// 1. Debian's chromium and postgresql, installed when missing (as root).
// 2. Lint (Biome, then the import boundaries) and types.
// 3. Unit and integration tests on embedded PGlite.
// 4. The server's integration tests again on a throwaway PostgreSQL cluster.
// 5. The production build, then the end-to-end journeys in headless Chromium
//    against the built app started with `npm start`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pinRuntime } from "./runtime.mjs";
import { postgresBinDir, startThrowawayPostgres } from "./throwaway-postgres.mjs";

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
  pg?.stop();
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
pg = await startThrowawayPostgres(postgresBinDir());
vitest("server-postgres", ["--project", "server"], { TEST_DATABASE_URL: pg.url });

// --- 5. Build and end-to-end ---------------------------------------------------
step("Production build");
run("npm", ["run", "build"]);
step("End-to-end journeys (Chromium)");
// The cluster stays up for the journey that runs two app servers on one database.
vitest("e2e", ["--config", "e2e/vitest.config.ts"], {
  CHROMIUM_PATH: chromium ?? "/usr/bin/chromium",
  TEST_DATABASE_URL: pg.url,
});

finish(results.failed ? 1 : 0);
