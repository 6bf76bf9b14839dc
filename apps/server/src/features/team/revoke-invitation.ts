import type { InstitutionCaller } from "../../access/guard.ts";
import type { Db } from "../../db/open-database.ts";
import { recordAudit } from "../audit/index.ts";
import { openInvitation } from "./open-invitation.ts";

/** An admin withdraws an open invitation: its link stops working at once. */
export async function revokeInvitation(db: Db, caller: InstitutionCaller, invitationId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invitation = await openInvitation(trx, caller.institutionId, invitationId);
    await trx
      .updateTable("institution_invitations")
      .set({ revoked_at: new Date() })
      .where("id", "=", invitation.id)
      .execute();
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "invitation.revoked",
      subject: invitation.email,
    });
  });
}
