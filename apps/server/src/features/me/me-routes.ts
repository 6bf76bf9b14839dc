import type { MeResponse } from "@gradeatlas/contracts/access";
import { Hono } from "hono";
import type { AccessEnv } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { readPaymentProblem } from "../billing/index.ts";

/** GET /api/me: who is asking and their tier; 200 for guests too (user null, tier free). */
export function meRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AccessEnv>().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    const access = await c.var.access();
    // Guests have no billing: no query for them.
    const paymentProblem = access.user ? await readPaymentProblem(db, access.user.id) : false;
    return c.json({ ...access, paymentProblem } satisfies MeResponse);
  });
}
