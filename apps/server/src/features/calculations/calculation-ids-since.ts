import type { Db } from "../../db/open-database.ts";

/** The institution's saved calculations from `since` (a day, UTC) on, oldest first, with what a log shows for each. */
export async function calculationIdsSince(
  db: Db,
  institutionId: string,
  since: string,
  limit: number,
): Promise<{ id: string; subject: string }[]> {
  const rows = await db
    .selectFrom("calculations")
    .select(["id", "title", "applicant_name", "scale_name", "country"])
    .where("institution_id", "=", institutionId)
    .where("created_at", ">=", new Date(`${since}T00:00:00Z`))
    .orderBy("created_at")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, subject: r.title || r.applicant_name || `${r.scale_name} (${r.country})` }));
}
