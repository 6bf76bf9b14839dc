import type { InstitutionRole } from "@gradeatlas/contracts/access";
import type { InstitutionCaller } from "../../access/guard.ts";
import type { Db } from "../../db/open-database.ts";
import { recordAudit } from "../audit/index.ts";
import { assertAnotherAdmin, memberOf, writeMembership } from "./membership-rows.ts";

/** An admin sets a member's role; the institution always keeps an admin. */
export async function changeMemberRole(
  db: Db,
  caller: InstitutionCaller,
  userId: string,
  role: InstitutionRole,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const member = await memberOf(trx, caller.institutionId, userId);
    if (member.membership.role === role) return;
    if (member.membership.role === "admin") await assertAnotherAdmin(trx, caller.institutionId, member);
    await writeMembership(trx, { institutionId: caller.institutionId, userId, role, via: member.membership.via });
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "member.role_changed",
      subject: member.email,
      detail: { from: member.membership.role, to: role },
    });
  });
}
