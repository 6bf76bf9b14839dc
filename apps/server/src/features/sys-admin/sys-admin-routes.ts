import type { AdminUser } from "@gradeatlas/contracts/sys-admin";
import { setRoleRequestSchema } from "@gradeatlas/contracts/sys-admin";
import { Hono } from "hono";
import { sql } from "kysely";
import { type AccessEnv, requireAccess } from "../../access/guard.ts";
import { resolveAccess } from "../../access/resolve-access.ts";
import type { AppDeps } from "../../app-deps.ts";
import { escapeLike } from "../../db/like-pattern.ts";
import { AppError, notFound } from "../../errors.ts";
import { readJson } from "../../http/read-json.ts";

const PAGE = 50;

/**
 * /api/v1/admin/*: platform operators only (guarded on the server, docs/requirements.md §6;
 * the original spec showed no guard): find users, set the admin role, grant or end a manual
 * plan, read the e-mail outbox and the leads.
 */
export function sysAdminRoutes({ db, logger }: AppDeps) {
  const userById = async (id: string) => {
    const user = await db.selectFrom("users").select(["id"]).where("id", "=", id).executeTakeFirst();
    if (!user) throw notFound(`No user with id ${id}.`);
    return user;
  };
  const describe = async (u: {
    id: string;
    email: string;
    name: string;
    email_verified: boolean;
    role: string | null;
    is_operator: boolean;
    created_at: Date;
  }): Promise<AdminUser> => {
    const access = await resolveAccess(db, logger, u.id);
    const sub = await db
      .selectFrom("stripe_subscriptions as s")
      .innerJoin("stripe_customers as c", "c.customer_id", "s.customer_id")
      .select("s.status")
      .where("c.user_id", "=", u.id)
      .where("s.deleted_at", "is", null)
      .orderBy("s.created_at", "desc")
      .executeTakeFirst();
    return {
      id: u.id,
      email: u.email,
      name: u.name,
      emailVerified: u.email_verified,
      role: u.role,
      isOperator: u.is_operator && u.email_verified,
      tier: access.tier,
      premiumSource: access.premiumSource,
      subscriptionStatus: sub?.status ?? null,
      createdAt: new Date(u.created_at).toISOString(),
    };
  };
  const userColumns = ["id", "email", "name", "email_verified", "role", "is_operator", "created_at"] as const;

  return new Hono<AccessEnv>()
    .use(requireAccess("operator"))
    .get("/users", async (c) => {
      const q = (c.req.query("q") ?? "").trim().toLowerCase();
      if (q.length > 254) throw new AppError("bad_request", "Search for at most 254 characters.");
      let query = db.selectFrom("users").select(userColumns).orderBy("created_at", "desc").limit(PAGE);
      if (q) query = query.where(sql<string>`lower(email)`, "like", `%${escapeLike(q)}%`);
      const users = await query.execute();
      return c.json({ users: await Promise.all(users.map(describe)) });
    })
    .put("/users/:id/role", async (c) => {
      const { role } = await readJson(c, setRoleRequestSchema);
      await userById(c.req.param("id"));
      await db.updateTable("users").set({ role }).where("id", "=", c.req.param("id")).execute();
      const u = await db
        .selectFrom("users")
        .select(userColumns)
        .where("id", "=", c.req.param("id"))
        .executeTakeFirstOrThrow();
      return c.json(await describe(u));
    })
    .post("/users/:id/subscription", async (c) => {
      const { id } = await userById(c.req.param("id"));
      // A plan granted by hand (no Stripe keys, or an invoice paid offline):
      // a manual customer record and an active subscription on it.
      const customerId = `manual_${id}`;
      await db
        .insertInto("stripe_customers")
        .values({ customer_id: customerId, user_id: id, deleted_at: null })
        .onConflict((oc) => oc.column("customer_id").doUpdateSet({ deleted_at: null }))
        .execute();
      await db
        .updateTable("stripe_subscriptions")
        .set({ deleted_at: new Date() })
        .where("customer_id", "=", customerId)
        .where("deleted_at", "is", null)
        .execute();
      await db
        .insertInto("stripe_subscriptions")
        .values({
          id: `manual_${crypto.randomUUID()}`,
          customer_id: customerId,
          status: "active",
          manual: true,
          price_id: null,
          current_period_end: null,
          deleted_at: null,
        })
        .execute();
      const u = await db.selectFrom("users").select(userColumns).where("id", "=", id).executeTakeFirstOrThrow();
      return c.json(await describe(u), 201);
    })
    .delete("/users/:id/subscription", async (c) => {
      const { id } = await userById(c.req.param("id"));
      const ended = await db
        .updateTable("stripe_subscriptions")
        .set({ status: "canceled", deleted_at: new Date() })
        .where("customer_id", "=", `manual_${id}`)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      if (Number(ended.numUpdatedRows) === 0) {
        throw new AppError("conflict", "This user has no manual plan to end. Plans paid through Stripe end in Stripe.");
      }
      const u = await db.selectFrom("users").select(userColumns).where("id", "=", id).executeTakeFirstOrThrow();
      return c.json(await describe(u));
    })
    .get("/outbox", async (c) => {
      const rows = await db.selectFrom("email_outbox").selectAll().orderBy("created_at", "desc").limit(100).execute();
      return c.json({
        messages: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          to: r.to_address,
          subject: r.subject,
          text: r.text_body,
          link: r.link,
          status: r.status,
          error: r.error,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      });
    })
    .get("/leads", async (c) => {
      const rows = await db.selectFrom("leads").selectAll().orderBy("created_at", "desc").limit(200).execute();
      return c.json({
        leads: rows.map((r) => ({
          id: r.id,
          email: r.email,
          source: r.source,
          context: r.context,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      });
    });
}
