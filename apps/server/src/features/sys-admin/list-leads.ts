import type { LeadEntry } from "@gradeatlas/contracts/sys-admin";
import type { Db } from "../../db/open-database.ts";

/** The newest leads (addresses left on the site, and early-access requests). */
export async function listLeads(db: Db): Promise<LeadEntry[]> {
  const rows = await db.selectFrom("leads").selectAll().orderBy("created_at", "desc").limit(200).execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    source: r.source,
    context: r.context,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
