import { type Access, subscribedInstitutions } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";

/**
 * Whether the caller's institution has premium: one of its admins pays
 * (decision 0037), as for insights. The caller's own plan, or an operator's
 * admin role, opens their own premium features, not the institution's records.
 */
export const institutionPays = async (db: Db, institutionId: string) =>
  (await subscribedInstitutions(db, [institutionId])).has(institutionId);

/**
 * The institution whose saved calculations the caller may read: theirs, if
 * they are its admin or viewer and it has premium (an evaluator sees their own
 * only); else null.
 */
export const teamReadable = async (db: Db, access: Access): Promise<string | null> =>
  access.institution && access.institution.role !== "evaluator" && (await institutionPays(db, access.institution.id))
    ? access.institution.id
    : null;
