import { Hono } from "hono";
import type { AccessEnv } from "../../access/guard.ts";

/** GET /api/me: who is asking and their tier; 200 for guests too (user null, tier free). */
export function meRoutes() {
  return new Hono<AccessEnv>().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.access());
  });
}
