import type { InstitutionCaller } from "../../access/guard.ts";
import type { Db } from "../../db/open-database.ts";
import type { Mailer } from "../../email/mailer.ts";
import { institutionInvitationMessage } from "../../email/messages.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { invitationExpiry, invitationUrl, newInvitationToken } from "./invitation-token.ts";
import { openInvitation } from "./open-invitation.ts";

/** Sends an open invitation again with a new link (the old link stops working) and a new expiry. */
export async function resendInvitation(
  { db, mailer, baseUrl }: { db: Db; mailer: Mailer; baseUrl: string },
  caller: InstitutionCaller,
  invitationId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invitation = await openInvitation(trx, caller.institutionId, invitationId);
    const { token, hash } = newInvitationToken();
    const expiresAt = invitationExpiry();
    const sent = await trx
      .updateTable("institution_invitations")
      .set({ token_hash: hash, expires_at: expiresAt, last_sent_at: new Date() })
      .where("id", "=", invitation.id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (sent.numUpdatedRows === 0n) throw new AppError("conflict", "This invitation was just accepted or revoked.");
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "invitation.resent",
      subject: invitation.email,
    });
    await mailer.send(
      institutionInvitationMessage(invitation.email, {
        institutionName: caller.institutionName,
        invitedBy: caller.user.email,
        role: invitation.role,
        url: invitationUrl(baseUrl, token),
        expiresAt,
      }),
      trx,
    );
  });
}
