import { Hono } from "hono";
import { type AccessEnv, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
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
      const access = await c.var.access();
      const id = access.user?.id as string;
      const user = await db
        .selectFrom("users")
        .select([
          "id",
          "email",
          "name",
          "full_name",
          "email_verified",
          "role",
          "terms_accepted",
          "news_opt_in",
          "created_at",
        ])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const sessions = await db
        .selectFrom("sessions")
        .select(["created_at", "expires_at", "ip_address", "user_agent"])
        .where("user_id", "=", id)
        .orderBy("created_at", "desc")
        .execute();
      const subscriptions = await db
        .selectFrom("stripe_subscriptions as s")
        .innerJoin("stripe_customers as c", "c.customer_id", "s.customer_id")
        .select(["s.status", "s.manual", "s.created_at", "s.deleted_at", "s.current_period_end"])
        .where("c.user_id", "=", id)
        .orderBy("s.created_at", "desc")
        .execute();
      const leads = await db
        .selectFrom("leads")
        .select(["source", "context", "created_at"])
        .where("email", "=", user.email.toLowerCase())
        .execute();
      c.header("Content-Disposition", `attachment; filename="gradeatlas-my-data.json"`);
      c.header("Cache-Control", "no-store");
      return c.json({
        exportedAt: new Date().toISOString(),
        account: {
          id: user.id,
          email: user.email,
          fullName: user.full_name || user.name,
          emailVerified: user.email_verified,
          role: user.role,
          termsAccepted: user.terms_accepted,
          newsOptIn: user.news_opt_in,
          createdAt: user.created_at,
        },
        access: { tier: access.tier, premiumSource: access.premiumSource },
        sessions,
        subscriptions,
        leads,
      });
    });
}
