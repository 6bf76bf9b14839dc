import { assertInstitutionRole, type InstitutionCaller } from "../../access/guard.ts";
import type { Access } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";
import { AppError } from "../../errors.ts";
import { institutionPays } from "../calculations/index.ts";

export const NOT_PAID =
  "CRM sync is a premium feature of the institution: it opens once one of your institution's admins subscribes. Changes queued meanwhile are held and sent then.";

export const FEED_NOT_PAID =
  "This institution's GradeAtlas premium has lapsed: the feed serves its rows again once one of its admins subscribes.";

/** CRM sync is the institution's: only its admins set it up, and only while it has premium. */
export async function crmAdmin(db: Db, access: Access): Promise<InstitutionCaller> {
  const caller = assertInstitutionRole(access, ["admin"]);
  if (!(await institutionPays(db, caller.institutionId))) throw new AppError("forbidden", NOT_PAID);
  return caller;
}
