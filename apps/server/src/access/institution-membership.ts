import { sql } from "kysely";
import type { Db } from "../db/open-database.ts";
import type { InstitutionRole } from "../db/schema.ts";
import { institutionDomain, onDomain } from "./institution-domain.ts";

export type Membership = {
  institutionId: string;
  institutionName: string;
  role: InstitutionRole;
  /** How they came in: by their verified address on an approved domain, an invitation, or as founder. */
  via: "domain" | "invitation" | "founder";
};

type Person = { id: string; email: string; email_verified: boolean; role: string | null };

/**
 * Who belongs to which institution (decision 0037). A person is a member of
 * at most one institution:
 * - by a row in institution_members (an accepted invitation, a founder, or a
 *   role an admin set), unless that row records a removal;
 * - otherwise by a verified address on a domain an operator approved for the
 *   institution, unless they were removed from it. Such a member is an admin
 *   when an operator gave them the admin role, else an evaluator.
 * Only verified addresses count for the second rule: otherwise anyone could
 * claim a domain. Three queries however many people are asked about.
 */
export async function membershipsOf(db: Db, people: readonly Person[]): Promise<Map<string, Membership>> {
  const found = new Map<string, Membership>();
  if (people.length === 0) return found;
  const rows = await db
    .selectFrom("institution_members as m")
    .innerJoin("institutions as i", "i.id", "m.institution_id")
    .select(["m.user_id", "m.institution_id", "i.name", "m.role", "m.joined_via", "m.removed_at"])
    .where(
      "m.user_id",
      "in",
      people.map((p) => p.id),
    )
    .execute();
  const removedFrom = new Set<string>();
  for (const row of rows) {
    if (row.removed_at) removedFrom.add(`${row.institution_id}/${row.user_id}`);
    else
      found.set(row.user_id, {
        institutionId: row.institution_id,
        institutionName: row.name,
        role: row.role,
        via: row.joined_via,
      });
  }

  const byDomain = people.flatMap((p) => {
    const domain = p.email_verified && !found.has(p.id) ? institutionDomain(p.email) : null;
    return domain ? [{ person: p, domain }] : [];
  });
  if (byDomain.length === 0) return found;
  const domains = await db
    .selectFrom("approved_domains as d")
    .innerJoin("institutions as i", "i.id", "d.institution_id")
    .select(["d.domain", "d.institution_id", "i.name"])
    .where("d.domain", "in", [...new Set(byDomain.map((c) => c.domain))])
    .execute();
  const institutionOf = new Map(domains.map((d) => [d.domain, d]));
  for (const { person, domain } of byDomain) {
    const institution = institutionOf.get(domain);
    if (!institution || removedFrom.has(`${institution.institution_id}/${person.id}`)) continue;
    found.set(person.id, {
      institutionId: institution.institution_id,
      institutionName: institution.name,
      role: person.role === "admin" ? "admin" : "evaluator",
      via: "domain",
    });
  }
  return found;
}

/** The approved domains of these institutions. */
export async function domainsOf(db: Db, institutionIds: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (institutionIds.length === 0) return found;
  const rows = await db
    .selectFrom("approved_domains")
    .select(["domain", "institution_id"])
    .where("institution_id", "in", [...new Set(institutionIds)])
    .orderBy("domain")
    .execute();
  for (const row of rows) found.set(row.institution_id, [...(found.get(row.institution_id) ?? []), row.domain]);
  return found;
}

/**
 * Everyone who may be a member of these institutions, by a row or by an
 * address on one of their domains (verified or not: the list of a team shows
 * who still has to confirm). membershipsOf then says who really is.
 */
export async function peopleAround(
  db: Db,
  institutionIds: readonly string[],
): Promise<(Person & { name: string; created_at: Date })[]> {
  if (institutionIds.length === 0) return [];
  const domains = [...(await domainsOf(db, institutionIds)).values()].flat();
  return db
    .selectFrom("users as u")
    .select(["u.id", "u.email", "u.email_verified", "u.role", "u.name", "u.created_at"])
    .where((eb) =>
      eb.or([
        eb(
          "u.id",
          "in",
          eb
            .selectFrom("institution_members")
            .select("user_id")
            .where("institution_id", "in", [...institutionIds]),
        ),
        ...domains.map((domain) => eb(sql<string>`lower(u.email)`, "like", onDomain(domain))),
      ]),
    )
    .orderBy("u.email")
    .execute();
}

/** The admins of these institutions (by membershipsOf's rules), as user ids per institution. */
export async function adminsOf(db: Db, institutionIds: readonly string[]): Promise<Map<string, string[]>> {
  const admins = new Map<string, string[]>();
  if (institutionIds.length === 0) return admins;
  const domains = [...(await domainsOf(db, institutionIds)).values()].flat();
  const candidates = await db
    .selectFrom("users as u")
    .select(["u.id", "u.email", "u.email_verified", "u.role"])
    .where((eb) =>
      eb.or([
        eb(
          "u.id",
          "in",
          eb
            .selectFrom("institution_members")
            .select("user_id")
            .where("institution_id", "in", [...institutionIds])
            .where("role", "=", "admin")
            .where("removed_at", "is", null),
        ),
        ...(domains.length
          ? [
              eb.and([
                eb("u.role", "=", "admin"),
                eb("u.email_verified", "=", true),
                eb.or(domains.map((domain) => eb(sql<string>`lower(u.email)`, "like", onDomain(domain)))),
              ]),
            ]
          : []),
      ]),
    )
    .execute();
  const wanted = new Set(institutionIds);
  for (const [userId, m] of await membershipsOf(db, candidates)) {
    if (m.role === "admin" && wanted.has(m.institutionId))
      admins.set(m.institutionId, [...(admins.get(m.institutionId) ?? []), userId]);
  }
  return admins;
}
