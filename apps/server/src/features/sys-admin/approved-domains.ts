import type { ApprovedDomain } from "@gradeatlas/contracts/sys-admin";
import { institutionDomain } from "../../access/institution-domain.ts";
import type { Db } from "../../db/open-database.ts";
import { badRequest, notFound } from "../../errors.ts";

const view = (row: { domain: string; approved_by: string | null; approved_at: Date }): ApprovedDomain => ({
  domain: row.domain,
  approvedBy: row.approved_by,
  approvedAt: row.approved_at.toISOString(),
});

export async function listApprovedDomains(db: Db): Promise<ApprovedDomain[]> {
  const rows = await db.selectFrom("approved_domains").selectAll().orderBy("domain").execute();
  return rows.map(view);
}

/**
 * An operator vouches that a domain is one institution's own (its mail is
 * issued by the institution): from now on a paying admin there gives its
 * verified members premium and sees them in My Team. Approving it again keeps
 * the first approval.
 */
export async function approveDomain(db: Db, domain: string, operatorId: string): Promise<ApprovedDomain> {
  if (!institutionDomain(`someone@${domain}`)) {
    throw badRequest(
      `${domain} is a shared mail provider's domain: anyone can have an address there, so it cannot be an institution's.`,
    );
  }
  await db
    .insertInto("approved_domains")
    .values({ domain, approved_by: operatorId })
    .onConflict((oc) => oc.column("domain").doNothing())
    .execute();
  return view(
    await db.selectFrom("approved_domains").selectAll().where("domain", "=", domain).executeTakeFirstOrThrow(),
  );
}

/** Withdraws an approval: institution access on that domain ends with the next request. */
export async function withdrawDomain(db: Db, domain: string): Promise<void> {
  const gone = await db.deleteFrom("approved_domains").where("domain", "=", domain.toLowerCase()).executeTakeFirst();
  if (gone.numDeletedRows === 0n) throw notFound(`${domain} is not an approved domain.`);
}
