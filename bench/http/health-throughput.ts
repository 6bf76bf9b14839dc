import autocannon from "autocannon";
import { type BenchResult, result } from "../support/result.ts";
import { startTarget } from "../support/start-target.ts";

const DURATION_S = 5;
const CONNECTIONS = 10;

async function measure(target: "app" | "bare"): Promise<number> {
  const { port, stop } = await startTarget(target);
  try {
    const url = `http://127.0.0.1:${port}/api/health`;
    // A short warm-up so the JIT and the connection pool settle before measuring.
    await autocannon({ url, connections: CONNECTIONS, duration: 1 });
    const run = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
    if (run.non2xx > 0 || run.errors > 0) throw new Error(`${target}: ${run.non2xx} non-2xx, ${run.errors} errors`);
    return run.requests.average;
  } finally {
    stop();
  }
}

/** /api/health (a real database round trip) against a bare Hono JSON route. */
export async function healthThroughput(): Promise<BenchResult[]> {
  const baseline = await measure("bare");
  const value = await measure("app");
  return [
    result({
      name: "GET /api/health (app, PGlite query)",
      unit: "req/s",
      value,
      baselineName: "bare Hono JSON route",
      baseline,
      notes: `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s on loopback; server in a child process`,
    }),
  ];
}
