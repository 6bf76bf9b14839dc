import type { LeadRequest } from "@gradeatlas/contracts/leads";
import type { Db } from "../../db/open-database.ts";

/** Stores an address (lower case) with where and why it was left. */
export async function recordLead(db: Db, lead: LeadRequest): Promise<{ id: string }> {
  return db
    .insertInto("leads")
    .values({ email: lead.email.toLowerCase(), source: lead.source, context: lead.context ?? null })
    .returning("id")
    .executeTakeFirstOrThrow();
}
