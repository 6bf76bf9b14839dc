import type { InstitutionRole } from "@gradeatlas/contracts/access";
import type { InvitationPreview } from "@gradeatlas/contracts/team";
import type { Access } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { hashInvitationToken } from "./invitation-token.ts";
import { writeMembership } from "./membership-rows.ts";

const unknownLink = () =>
  notFound("This invitation link is not valid. Ask your institution's admin to send a new one.");

async function findByToken(db: Db, token: string) {
  const row = await db
    .selectFrom("institution_invitations as v")
    .innerJoin("institutions as i", "i.id", "v.institution_id")
    .leftJoin("users as u", "u.id", "v.invited_by")
    .select([
      "v.id",
      "v.institution_id",
      "i.name as institution_name",
      "v.email",
      "v.role",
      "u.email as invited_by",
      "v.expires_at",
      "v.accepted_at",
      "v.revoked_at",
    ])
    .where("v.token_hash", "=", hashInvitationToken(token))
    .executeTakeFirst();
  if (!row) throw unknownLink();
  return row;
}

type Row = Awaited<ReturnType<typeof findByToken>>;

const stateOf = (row: Row): InvitationPreview["state"] =>
  row.revoked_at
    ? "revoked"
    : row.accepted_at
      ? "accepted"
      : new Date(row.expires_at) <= new Date()
        ? "expired"
        : "open";

/** What the invitation page shows before accepting: only what the e-mail itself said. */
export async function readInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const row = await findByToken(db, token);
  return {
    institutionName: row.institution_name,
    email: row.email,
    role: row.role,
    invitedBy: row.invited_by,
    expiresAt: new Date(row.expires_at).toISOString(),
    state: stateOf(row),
  };
}

/**
 * The invited person accepts, signed in with the invited address. The link
 * reached that mailbox, so accepting also confirms the address. Single use:
 * of two tabs accepting at once, one wins.
 */
export async function acceptInvitation(
  db: Db,
  access: Access,
  token: string,
): Promise<{ institutionName: string; role: InstitutionRole }> {
  const me = access.user;
  if (!me) throw new AppError("unauthorized", "Sign in to accept the invitation.");
  return db.transaction().execute(async (trx) => {
    const row = await findByToken(trx, token);
    const state = stateOf(row);
    if (state === "revoked")
      throw new AppError("conflict", "This invitation was withdrawn by the institution's admin.");
    if (state === "accepted") throw new AppError("conflict", "This invitation has already been used.");
    if (state === "expired")
      throw new AppError("conflict", "This invitation has expired. Ask your institution's admin to send it again.");
    if (me.email.toLowerCase() !== row.email)
      throw new AppError(
        "forbidden",
        `This invitation is for ${row.email}. Sign in with that address to accept it (you are signed in as ${me.email}).`,
      );
    if (access.institution?.id === row.institution_id)
      throw new AppError("conflict", `You are already a member of ${row.institution_name}.`);
    if (access.institution)
      throw new AppError(
        "conflict",
        `You are a member of ${access.institution.name}. Leave it (My Team or ask its admin) before joining ${row.institution_name}.`,
      );
    const taken = await trx
      .updateTable("institution_invitations")
      .set({ accepted_at: new Date(), accepted_by: me.id })
      .where("id", "=", row.id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (taken.numUpdatedRows === 0n) throw new AppError("conflict", "This invitation has already been used.");
    await trx.updateTable("users").set({ email_verified: true }).where("id", "=", me.id).execute();
    await writeMembership(trx, { institutionId: row.institution_id, userId: me.id, role: row.role, via: "invitation" });
    await recordAudit(trx, {
      institutionId: row.institution_id,
      actor: { id: me.id, email: me.email },
      action: "member.joined",
      subject: me.email,
      detail: { role: row.role, via: "invitation" },
    });
    return { institutionName: row.institution_name, role: row.role };
  });
}
