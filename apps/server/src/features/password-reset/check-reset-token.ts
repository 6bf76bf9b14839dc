import type { ResetTokenStatus } from "@gradeatlas/contracts/password-reset";
import type { Db } from "../../db/open-database.ts";

/** Whether a reset token is still good, and for which address; it is not used up here. */
export async function checkResetToken(db: Db, token: string, now = Date.now()): Promise<ResetTokenStatus> {
  // Better Auth keeps a reset token as the identifier "reset-password:<token>".
  const row = await db
    .selectFrom("verifications as v")
    .leftJoin("users as u", "u.id", "v.value")
    .select(["v.expires_at", "u.email"])
    .where("v.identifier", "=", `reset-password:${token}`)
    .executeTakeFirst();
  const valid = row !== undefined && row.email !== null && new Date(row.expires_at).getTime() > now;
  return valid
    ? { valid: true, email: row?.email ?? null, error: null }
    : { valid: false, email: null, error: "Invalid or expired token." };
}
