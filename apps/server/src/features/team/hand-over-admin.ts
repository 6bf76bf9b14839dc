import type { InstitutionCaller } from "../../access/guard.ts";
import type { Db } from "../../db/open-database.ts";
import { badRequest } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { memberOf, writeMembership } from "./membership-rows.ts";

/**
 * An admin hands admin over: the other member becomes admin and the caller an
 * evaluator, in one transaction. An address an operator made admin keeps its
 * own role (docs/requirements.md §6); only the institution role changes.
 */
export async function handOverAdmin(db: Db, caller: InstitutionCaller, userId: string): Promise<void> {
  if (userId === caller.user.id) throw badRequest("Choose another member to hand admin over to.");
  await db.transaction().execute(async (trx) => {
    const next = await memberOf(trx, caller.institutionId, userId);
    const me = await memberOf(trx, caller.institutionId, caller.user.id);
    await writeMembership(trx, {
      institutionId: caller.institutionId,
      userId,
      role: "admin",
      via: next.membership.via,
    });
    await writeMembership(trx, {
      institutionId: caller.institutionId,
      userId: caller.user.id,
      role: "evaluator",
      via: me.membership.via,
    });
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "admin.handed_over",
      subject: next.email,
      detail: { previousRole: next.membership.role },
    });
  });
}
