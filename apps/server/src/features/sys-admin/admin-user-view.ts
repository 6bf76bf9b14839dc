import type { AdminUser } from "@gradeatlas/contracts/sys-admin";
import { guestAccess, latestSubscriptionStatuses, resolveAccessForUsers } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";
import { notFound } from "../../errors.ts";
import type { Logger } from "../../logger.ts";

export const userColumns = ["id", "email", "name", "email_verified", "role", "is_operator", "created_at"] as const;

export type UserRow = {
  id: string;
  email: string;
  name: string;
  email_verified: boolean;
  role: string | null;
  is_operator: boolean;
  created_at: Date;
};

/**
 * What operators see of each user, in a fixed number of queries however many
 * users there are: access by the one set of rules (resolve-access.ts) and the
 * newest live subscription's status.
 */
export async function describeUsers(db: Db, logger: Logger, users: readonly UserRow[]): Promise<AdminUser[]> {
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const access = await resolveAccessForUsers(db, logger, ids);
  const statusOf = await latestSubscriptionStatuses(db, ids, { anyCustomer: true });
  return users.map((u) => {
    const { tier, premiumSource } = access.get(u.id) ?? guestAccess;
    return {
      id: u.id,
      email: u.email,
      name: u.name,
      emailVerified: u.email_verified,
      role: u.role,
      isOperator: u.is_operator && u.email_verified,
      tier,
      premiumSource,
      subscriptionStatus: statusOf.get(u.id) ?? null,
      createdAt: new Date(u.created_at).toISOString(),
    };
  });
}

/** One user as operators see them, or a 404. */
export async function describeUser(db: Db, logger: Logger, id: string): Promise<AdminUser> {
  const user = await db.selectFrom("users").select(userColumns).where("id", "=", id).executeTakeFirst();
  if (!user) throw noSuchUser(id);
  return (await describeUsers(db, logger, [user]))[0] as AdminUser;
}

export const noSuchUser = (id: string) => notFound(`No user with id ${id}.`);
