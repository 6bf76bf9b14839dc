import type { Health } from "@gradeatlas/contracts/health";
import { Hono } from "hono";
import { sql } from "kysely";
import type { AppDeps } from "../../app-deps.ts";

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export function healthRoutes({ db, dbKind, version }: AppDeps) {
  return new Hono().get("/", async (c) => {
    const start = performance.now();
    let ok = true;
    try {
      await sql`select 1`.execute(db);
    } catch {
      ok = false;
    }
    const body: Health = {
      status: ok ? "ok" : "unavailable",
      database: { kind: dbKind, ok, latencyMs: +(performance.now() - start).toFixed(2) },
      version,
    };
    c.header("Cache-Control", "no-store");
    return c.json(body, ok ? 200 : 503);
  });
}
