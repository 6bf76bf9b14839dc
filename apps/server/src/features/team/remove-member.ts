import type { InstitutionCaller } from "../../access/guard.ts";
import type { Db } from "../../db/open-database.ts";
import { recordAudit } from "../audit/index.ts";
import { assertAnotherAdmin, memberOf, writeMembership } from "./membership-rows.ts";

/**
 * An admin removes a member, or a member leaves (userId is their own). Their
 * saved calculations stay the institution's, and the audit trail keeps what
 * they did. A removed person on an approved domain does not join again by
 * their address; an invitation brings them back.
 */
export async function removeMember(db: Db, caller: InstitutionCaller, userId: string): Promise<void> {
  const leaving = userId === caller.user.id;
  await db.transaction().execute(async (trx) => {
    const member = await memberOf(trx, caller.institutionId, userId);
    if (member.membership.role === "admin") await assertAnotherAdmin(trx, caller.institutionId, member);
    await writeMembership(
      trx,
      { institutionId: caller.institutionId, userId, role: member.membership.role, via: member.membership.via },
      { removed: true },
    );
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: leaving ? "member.left" : "member.removed",
      subject: member.email,
      detail: { role: member.membership.role },
    });
  });
}
