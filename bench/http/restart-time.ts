import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BenchResult, result } from "../support/result.ts";

const root = new URL("../../", import.meta.url).pathname;
const server = join(root, "apps/server/dist/server.js");
const PORT = 3917;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** Milliseconds from spawning the compiled server to its first healthy answer, then stops it. */
async function timeToHealthy(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(PORT),
      BASE_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
}

/** `npm start` on an existing data directory (the compiled server, PGlite) against a bare `node -e` start. */
export async function restartTime(): Promise<BenchResult[]> {
  const bare = median(
    Array.from({ length: 5 }, () => {
      const t = performance.now();
      spawnSync(process.execPath, ["-e", ""]);
      return performance.now() - t;
    }),
  );
  const dataDir = mkdtempSync(join(tmpdir(), "gradeatlas-bench-restart-"));
  try {
    const first = await timeToHealthy(dataDir);
    const reopens: number[] = [];
    for (let i = 0; i < 3; i++) reopens.push(await timeToHealthy(dataDir));
    const reopen = median(reopens);
    return [
      result({
        name: "Start on a new data directory → healthy (compiled server, PGlite)",
        unit: "ms",
        value: first,
        baselineName: "node -e '' (spawn to exit)",
        baseline: bare,
        notes: "one run; creates the database and runs every migration",
      }),
      result({
        name: "Restart on an existing data directory → healthy",
        unit: "ms",
        value: reopen,
        baselineName: "node -e '' (spawn to exit)",
        baseline: bare,
        notes: `median of 3 (${reopens.map((r) => Math.round(r)).join(", ")} ms); goal ≤ 3,000 ms: ${reopen <= 3000 ? "met" : "not met"}`,
      }),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
