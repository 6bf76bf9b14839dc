import type { Team, TeamInvitation, TeamMember } from "@gradeatlas/contracts/team";
import { sql } from "kysely";
import { approvedAmong } from "../../access/approved-domains.ts";
import { institutionDomain } from "../../access/institution-domain.ts";
import { domainsOf, membershipsOf, peopleAround } from "../../access/institution-membership.ts";
import { type Access, resolveAccessForUsers, subscribedInstitutions } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";
import type { Logger } from "../../logger.ts";

/**
 * My Team for an admin: their institution, its members (and the people on its
 * domains who have not confirmed their address yet), and the invitations still
 * open. An admin with no institution yet learns why, and whether they may found one.
 */
export async function readTeam(db: Db, logger: Logger, access: Access): Promise<Team> {
  const me = access.user;
  if (!me) throw new Error("readTeam needs a signed-in caller");
  if (!access.institution) return noInstitution(db, me);
  const institutionId = access.institution.id;

  const [institution, domains, subscribed, people] = await Promise.all([
    db.selectFrom("institutions").selectAll().where("id", "=", institutionId).executeTakeFirstOrThrow(),
    domainsOf(db, [institutionId]),
    subscribedInstitutions(db, [institutionId]),
    peopleAround(db, [institutionId]),
  ]);
  const memberships = await membershipsOf(db, people);
  const ownDomains = new Set(domains.get(institutionId) ?? []);
  const listed = people.filter((p) => {
    const m = memberships.get(p.id);
    if (m) return m.institutionId === institutionId;
    // Not a member yet: on one of our domains, waiting to confirm the address.
    return !p.email_verified && ownDomains.has(institutionDomain(p.email) ?? "");
  });
  const ids = listed.map((p) => p.id);
  const [rows, access2, invitations] = await Promise.all([
    ids.length
      ? db
          .selectFrom("institution_members")
          .select(["user_id", "joined_at"])
          .where("institution_id", "=", institutionId)
          .where("user_id", "in", ids)
          .execute()
      : [],
    resolveAccessForUsers(db, logger, ids),
    openInvitations(db, institutionId),
  ]);
  const saved = await savedBy(db, institutionId, ids);
  const joinedOf = new Map(rows.map((r) => [r.user_id, r.joined_at]));
  const members: TeamMember[] = listed.map((p) => {
    const m = memberships.get(p.id);
    const s = saved.get(p.id);
    return {
      id: p.id,
      email: p.email,
      name: p.name,
      emailVerified: p.email_verified,
      role: m?.role ?? null,
      via: m?.via ?? "domain",
      premiumSource: access2.get(p.id)?.premiumSource ?? "none",
      savedCalculations: s?.count ?? 0,
      lastSavedAt: s?.last ?? null,
      joinedAt: new Date(joinedOf.get(p.id) ?? p.created_at).toISOString(),
    };
  });
  return {
    institution: {
      id: institution.id,
      name: institution.name,
      domains: [...ownDomains],
      subscribed: subscribed.has(institutionId),
      createdAt: new Date(institution.created_at).toISOString(),
    },
    reason: null,
    canCreate: false,
    members,
    invitations,
  };
}

async function noInstitution(db: Db, me: NonNullable<Access["user"]>): Promise<Team> {
  const canCreate = me.role === "admin" && me.emailVerified;
  const empty = (reason: string): Team => ({ institution: null, reason, canCreate, members: [], invitations: [] });
  if (!me.emailVerified)
    return empty("Confirm your e-mail address first: an institution is run from a verified address.");
  const domain = institutionDomain(me.email);
  if (domain && !(await approvedAmong(db, [domain])).has(domain))
    return empty(
      `${domain} has not been approved as your institution's domain yet. Until an operator approves it, people on it do not join by themselves. You can create your institution now and invite colleagues by e-mail, and ask support to approve the domain.`,
    );
  return empty(
    "You are not part of an institution yet. Create one and invite your colleagues by e-mail; an operator can also approve your institution's own e-mail domain so colleagues on it join by themselves.",
  );
}

async function openInvitations(db: Db, institutionId: string): Promise<TeamInvitation[]> {
  const rows = await db
    .selectFrom("institution_invitations as v")
    .leftJoin("users as u", "u.id", "v.invited_by")
    .select(["v.id", "v.email", "v.role", "u.email as invited_by", "v.created_at", "v.last_sent_at", "v.expires_at"])
    .where("v.institution_id", "=", institutionId)
    .where("v.accepted_at", "is", null)
    .where("v.revoked_at", "is", null)
    .orderBy("v.created_at", "desc")
    .execute();
  const now = Date.now();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    invitedBy: r.invited_by,
    createdAt: new Date(r.created_at).toISOString(),
    lastSentAt: new Date(r.last_sent_at).toISOString(),
    expiresAt: new Date(r.expires_at).toISOString(),
    expired: new Date(r.expires_at).getTime() <= now,
  }));
}

/** How many calculations each person saved under the institution, and when last. */
async function savedBy(db: Db, institutionId: string, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, { count: number; last: string | null }>();
  const rows = await db
    .selectFrom("calculations")
    .select(["user_id", sql<string>`count(*)`.as("n"), sql<Date | null>`max(created_at)`.as("last")])
    .where("institution_id", "=", institutionId)
    .where("user_id", "in", userIds)
    .groupBy("user_id")
    .execute();
  return new Map(
    rows.map((r) => [r.user_id, { count: Number(r.n), last: r.last ? new Date(r.last).toISOString() : null }]),
  );
}
