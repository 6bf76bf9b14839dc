import { Hono } from "hono";
import { type AccessEnv, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { exportAccount } from "./export-account.ts";
import { readAccount } from "./read-account.ts";

/**
 * GET /api/v1/account: what the account page shows (contracts/account.ts).
 * GET /api/v1/account/export: everything we hold about the signed-in user, as a JSON download.
 */
export function accountRoutes({ db }: AppDeps) {
  return new Hono<AccessEnv>()
    .get("/", requireAccess("signed-in"), async (c) => {
      const access = await c.var.access();
      if (!access.user) throw new Error("requireAccess lets only signed-in users through");
      c.header("Cache-Control", "no-store");
      return c.json(await readAccount(db, { ...access, user: access.user }));
    })
    .get("/export", requireAccess("signed-in"), async (c) => {
      const body = await exportAccount(db, await c.var.access());
      c.header("Content-Disposition", `attachment; filename="gradeatlas-my-data.json"`);
      c.header("Cache-Control", "no-store");
      return c.json(body);
    });
}
