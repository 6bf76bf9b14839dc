import type { InviteRequest } from "@gradeatlas/contracts/team";
import type { InstitutionCaller } from "../../access/guard.ts";
import { membershipsOf } from "../../access/institution-membership.ts";
import type { Db } from "../../db/open-database.ts";
import type { Mailer } from "../../email/mailer.ts";
import { institutionInvitationMessage } from "../../email/messages.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { invitationExpiry, invitationUrl, newInvitationToken } from "./invitation-token.ts";

type Deps = { db: Db; mailer: Mailer; baseUrl: string };

/**
 * An admin invites an address (any domain) with a role. The e-mail and the
 * invitation are kept or lost together; a delivery failure is recorded in
 * the outbox and the admin can resend. One open invitation per address.
 */
export async function inviteMember({ db, mailer, baseUrl }: Deps, caller: InstitutionCaller, req: InviteRequest) {
  const email = req.email.toLowerCase();
  await db.transaction().execute(async (trx) => {
    const person = await trx
      .selectFrom("users")
      .select(["id", "email", "email_verified", "role"])
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .executeTakeFirst();
    if (person && (await membershipsOf(trx, [person])).get(person.id)?.institutionId === caller.institutionId)
      throw new AppError("conflict", `${email} is already a member of your institution.`);
    const open = await trx
      .selectFrom("institution_invitations")
      .select(["id", "expires_at"])
      .where("institution_id", "=", caller.institutionId)
      .where("email", "=", email)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (open && new Date(open.expires_at).getTime() > Date.now())
      throw new AppError("conflict", `An invitation to ${email} is already waiting. Resend it instead.`);
    // An expired one is replaced by the new one.
    if (open)
      await trx
        .updateTable("institution_invitations")
        .set({ revoked_at: new Date() })
        .where("id", "=", open.id)
        .execute();

    const { token, hash } = newInvitationToken();
    const expiresAt = invitationExpiry();
    await trx
      .insertInto("institution_invitations")
      .values({
        institution_id: caller.institutionId,
        email,
        role: req.role,
        token_hash: hash,
        invited_by: caller.user.id,
        expires_at: expiresAt,
        accepted_at: null,
        accepted_by: null,
        revoked_at: null,
      })
      .execute();
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "member.invited",
      subject: email,
      detail: { role: req.role },
    });
    await mailer.send(
      institutionInvitationMessage(email, {
        institutionName: caller.institutionName,
        invitedBy: caller.user.email,
        role: req.role,
        url: invitationUrl(baseUrl, token),
        expiresAt,
      }),
      trx,
    );
  });
}
