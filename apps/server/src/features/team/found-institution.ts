import type { Access } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { writeMembership } from "./membership-rows.ts";

/**
 * An admin without an institution founds one and becomes its first admin.
 * Colleagues then join by invitation, or by address once an operator
 * approves the institution's domain for it.
 */
export async function foundInstitution(db: Db, access: Access, name: string): Promise<void> {
  const me = access.user;
  if (!me) throw new AppError("unauthorized", "Sign in to use this.");
  if (me.role !== "admin" || !me.emailVerified)
    throw new AppError("forbidden", "Only an admin with a confirmed address can create an institution.");
  if (access.institution)
    throw new AppError("conflict", `You are already a member of ${access.institution.name}. Leave it first.`);
  await db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto("institutions")
      .values({ name, created_by: me.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeMembership(trx, { institutionId: made.id, userId: me.id, role: "admin", via: "founder" });
    await recordAudit(trx, {
      institutionId: made.id,
      actor: me,
      action: "institution.created",
      subject: name,
    });
  });
}
