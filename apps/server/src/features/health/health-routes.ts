import type { Health } from "@gradeatlas/contracts/health";
import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { pingDatabase } from "./ping-database.ts";

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export function healthRoutes({ db, dbKind, version }: AppDeps) {
  return new Hono().get("/", async (c) => {
    const { ok, latencyMs } = await pingDatabase(db);
    const body: Health = { status: ok ? "ok" : "unavailable", database: { kind: dbKind, ok, latencyMs }, version };
    c.header("Cache-Control", "no-store");
    return c.json(body, ok ? 200 : 503);
  });
}
