import type { Team } from "@gradeatlas/contracts/team";
import { Hono } from "hono";
import { sql } from "kysely";
import { type AccessEnv, requireAccess } from "../../access/guard.ts";
import { institutionDomain, onDomain } from "../../access/institution-domain.ts";
import { hasActiveSubscription, resolveAccess } from "../../access/resolve-access.ts";
import type { AppDeps } from "../../app-deps.ts";

const MAX_MEMBERS = 500;

/**
 * GET /api/v1/team: for an institution admin, everyone on the admin's e-mail
 * domain, with where their premium comes from and how much they have saved.
 * Only a verified admin on an institution's own domain has a team.
 */
export function teamRoutes({ db, logger }: AppDeps) {
  return new Hono<AccessEnv>().use(requireAccess("admin")).get("/", async (c) => {
    const me = (await c.var.access()).user;
    const admin = await db
      .selectFrom("users")
      .select(["id", "email", "email_verified"])
      .where("id", "=", me?.id ?? "")
      .executeTakeFirstOrThrow();
    const domain = institutionDomain(admin.email);
    const planActive = await hasActiveSubscription(db, admin.id);
    const empty = (reason: string): Team => ({ domain: null, reason, planActive, members: [] });
    if (!admin.email_verified)
      return c.json(empty("Confirm your e-mail address first: a team goes by a verified address's domain."));
    if (!domain)
      return c.json(
        empty(
          "Your address is on a shared mail provider, so it cannot stand for an institution. Ask an operator to make an address on your institution's own domain the admin.",
        ),
      );

    const rows = await db
      .selectFrom("users as u")
      .leftJoin("calculations as k", "k.user_id", "u.id")
      .select([
        "u.id",
        "u.email",
        "u.name",
        "u.email_verified",
        "u.role",
        "u.created_at",
        sql<string>`count(k.id)`.as("saved"),
        sql<Date | null>`max(k.created_at)`.as("last_saved"),
      ])
      .where(sql<string>`lower(u.email)`, "like", onDomain(domain))
      .groupBy(["u.id", "u.email", "u.name", "u.email_verified", "u.role", "u.created_at"])
      .orderBy("u.email")
      .limit(MAX_MEMBERS)
      .execute();
    const members = await Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        email: r.email,
        name: r.name,
        emailVerified: r.email_verified,
        role: r.role,
        premiumSource: (await resolveAccess(db, logger, r.id)).premiumSource,
        savedCalculations: Number(r.saved),
        lastSavedAt: r.last_saved ? new Date(r.last_saved).toISOString() : null,
        joinedAt: new Date(r.created_at).toISOString(),
      })),
    );
    const team: Team = { domain, reason: null, planActive, members };
    return c.json(team);
  });
}
