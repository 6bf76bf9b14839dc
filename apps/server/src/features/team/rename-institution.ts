import type { InstitutionCaller } from "../../access/guard.ts";
import type { Db } from "../../db/open-database.ts";
import { recordAudit } from "../audit/index.ts";

/** An admin renames the institution (reports and invitations carry the name). */
export async function renameInstitution(db: Db, caller: InstitutionCaller, name: string): Promise<void> {
  if (name === caller.institutionName) return;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("institutions").set({ name }).where("id", "=", caller.institutionId).execute();
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "institution.renamed",
      subject: name,
      detail: { from: caller.institutionName },
    });
  });
}
