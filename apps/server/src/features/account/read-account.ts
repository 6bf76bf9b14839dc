import type { Account } from "@gradeatlas/contracts/account";
import type { Access } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";

/** The signed-in user's account as the account page shows it (not the full export). */
export async function readAccount(db: Db, access: Access & { user: NonNullable<Access["user"]> }): Promise<Account> {
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "name", "full_name", "email_verified"])
    .where("id", "=", access.user.id)
    .executeTakeFirstOrThrow();
  return {
    id: user.id,
    email: user.email,
    fullName: user.full_name || user.name,
    emailVerified: user.email_verified,
    tier: access.tier,
    premiumSource: access.premiumSource,
  };
}
