import type { ApprovedDomain } from "@gradeatlas/contracts/sys-admin";
import { institutionDomain } from "../../access/institution-domain.ts";
import type { Db } from "../../db/open-database.ts";
import { badRequest, notFound } from "../../errors.ts";

const view = (row: {
  domain: string;
  approved_by: string | null;
  approved_at: Date;
  institution_id: string;
  name: string;
}): ApprovedDomain => ({
  domain: row.domain,
  approvedBy: row.approved_by,
  approvedAt: new Date(row.approved_at).toISOString(),
  institutionId: row.institution_id,
  institutionName: row.name,
});

const withInstitution = (db: Db) =>
  db
    .selectFrom("approved_domains as d")
    .innerJoin("institutions as i", "i.id", "d.institution_id")
    .select(["d.domain", "d.approved_by", "d.approved_at", "d.institution_id", "i.name"]);

export async function listApprovedDomains(db: Db): Promise<ApprovedDomain[]> {
  return (await withInstitution(db).orderBy("d.domain").execute()).map(view);
}

/**
 * An operator vouches that a domain is one institution's own (its mail is
 * issued by the institution): from now on verified addresses there are its
 * members, and a paying admin among them gives them premium. The domain joins
 * the given institution, or founds one named after it. Approving it again
 * keeps the first approval.
 */
export async function approveDomain(
  db: Db,
  domain: string,
  operatorId: string | null,
  institutionId?: string,
): Promise<ApprovedDomain> {
  if (!institutionDomain(`someone@${domain}`)) {
    throw badRequest(
      `${domain} is a shared mail provider's domain: anyone can have an address there, so it cannot be an institution's.`,
    );
  }
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("approved_domains")
      .select("domain")
      .where("domain", "=", domain)
      .executeTakeFirst();
    if (existing) return;
    let id = institutionId;
    if (id) {
      const found = await trx.selectFrom("institutions").select("id").where("id", "=", id).executeTakeFirst();
      if (!found) throw notFound("No institution has this id.");
    } else {
      id = (
        await trx
          .insertInto("institutions")
          .values({ name: domain, created_by: operatorId })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    }
    await trx.insertInto("approved_domains").values({ domain, approved_by: operatorId, institution_id: id }).execute();
  });
  return view(await withInstitution(db).where("d.domain", "=", domain).executeTakeFirstOrThrow());
}

/** Withdraws an approval: membership by address on that domain ends with the next request. */
export async function withdrawDomain(db: Db, domain: string): Promise<void> {
  const gone = await db.deleteFrom("approved_domains").where("domain", "=", domain.toLowerCase()).executeTakeFirst();
  if (gone.numDeletedRows === 0n) throw notFound(`${domain} is not an approved domain.`);
}
