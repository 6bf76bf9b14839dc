import type { Team } from "@gradeatlas/contracts/team";
import { sql } from "kysely";
import { approvedAmong } from "../../access/approved-domains.ts";
import { institutionDomain, onDomain } from "../../access/institution-domain.ts";
import { hasActiveSubscription, resolveAccessForUsers } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";
import type { Logger } from "../../logger.ts";

const MAX_MEMBERS = 500;

/**
 * An institution admin's team: everyone on the admin's e-mail domain, with
 * where their premium comes from and how much they have saved, in a fixed
 * number of queries however large the team. Only a verified admin on an
 * institution's own domain has a team.
 */
export async function readTeam(db: Db, logger: Logger, adminId: string): Promise<Team> {
  const admin = await db
    .selectFrom("users")
    .select(["id", "email", "email_verified"])
    .where("id", "=", adminId)
    .executeTakeFirstOrThrow();
  const domain = institutionDomain(admin.email);
  const planActive = await hasActiveSubscription(db, admin.id);
  const empty = (reason: string): Team => ({ domain: null, reason, planActive, members: [] });
  if (!admin.email_verified)
    return empty("Confirm your e-mail address first: a team goes by a verified address's domain.");
  if (!domain)
    return empty(
      "Your address is on a shared mail provider, so it cannot stand for an institution. Ask an operator to make an address on your institution's own domain the admin.",
    );
  if (!(await approvedAmong(db, [domain])).has(domain))
    return empty(
      `${domain} has not been approved as your institution's domain yet. Until an operator approves it, people on it get no premium from your plan and are not listed here. Ask support to approve it.`,
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
  const access = await resolveAccessForUsers(
    db,
    logger,
    rows.map((r) => r.id),
  );
  const members = rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    emailVerified: r.email_verified,
    role: r.role,
    premiumSource: access.get(r.id)?.premiumSource ?? "none",
    savedCalculations: Number(r.saved),
    lastSavedAt: r.last_saved ? new Date(r.last_saved).toISOString() : null,
    joinedAt: new Date(r.created_at).toISOString(),
  }));
  return { domain, reason: null, planActive, members };
}
