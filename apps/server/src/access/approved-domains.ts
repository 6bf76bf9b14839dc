import type { Db } from "../db/open-database.ts";

/**
 * Of the given institution domains, those an operator has approved (decision
 * 0023): only they give institution access and a team. One query.
 */
export async function approvedAmong(db: Db, domains: readonly string[]): Promise<Set<string>> {
  if (domains.length === 0) return new Set();
  const rows = await db
    .selectFrom("approved_domains")
    .select("domain")
    .where("domain", "in", [...new Set(domains)])
    .execute();
  return new Set(rows.map((r) => r.domain));
}
