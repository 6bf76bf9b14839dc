// A throwaway PostgreSQL cluster from Debian's binaries, for `npm test` and
// the journeys that need a real server (two app instances on one database).
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The newest installed server's bin directory, or undefined when PostgreSQL is missing. */
export function postgresBinDir() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, "bin")).find((d) => existsSync(join(d, "initdb")));
}

/**
 * Starts a cluster on a free loopback port; returns its URL and a `stop` that
 * removes it. Durability settings are off: it lives for one run.
 */
export async function startThrowawayPostgres(bin = postgresBinDir()) {
  if (!bin) throw new Error("PostgreSQL is not installed (apt-get install postgresql).");
  const dir = mkdtempSync(join(tmpdir(), "gradeatlas-pg-"));
  const port = await freePort();
  // initdb refuses to run as root: the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const asUser = (cmd, args) => (asRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args]);
  if (asRoot) chownSync(dir, uidOf("postgres"), gidOf("postgres"));
  const data = join(dir, "data");
  const run = (cmd, args) => {
    const r = spawnSync(cmd, args, { stdio: ["ignore", "ignore", "inherit"] });
    if (r.status !== 0) throw new Error(`${[cmd, ...args].join(" ")} failed (exit ${r.status ?? r.signal})`);
  };
  run(...asUser(join(bin, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]));
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`;
  run(...asUser(join(bin, "pg_ctl"), ["-D", data, "-o", opts, "-l", join(dir, "log"), "-w", "start"]));
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      const [cmd, args] = asUser(join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      spawnSync(cmd, args, { stdio: "ignore" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function uidOf(user) {
  return Number(execFileSync("id", ["-u", user]).toString().trim());
}
function gidOf(user) {
  return Number(execFileSync("id", ["-g", user]).toString().trim());
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}
