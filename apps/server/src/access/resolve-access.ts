import type { MeResponse, PremiumSource, Tier } from "@gradeatlas/contracts/access";
import { sql } from "kysely";
import type { Db } from "../db/open-database.ts";
import type { Logger } from "../logger.ts";
import { institutionDomain, onDomain } from "./institution-domain.ts";

export type Access = MeResponse;

export const guestAccess: Access = {
  user: null,
  tier: "free",
  premiumSource: "none",
  isAdmin: false,
  isOperator: false,
};

const ACTIVE = ["active", "trialing"] as const;

/**
 * The one source of truth for what a user may use (docs/requirements.md §4, §6). Read fresh
 * from the database on every call, so a role or plan change applies at once.
 * A failed role lookup means non-admin; a failed subscription check means no
 * premium and logs "Failed to check subscription".
 */
export async function resolveAccess(db: Db, logger: Logger, userId: string | null): Promise<Access> {
  if (!userId) return guestAccess;
  let user:
    | { id: string; email: string; email_verified: boolean; role: string | null; is_operator: boolean }
    | undefined;
  try {
    user = await db
      .selectFrom("users")
      .select(["id", "email", "email_verified", "role", "is_operator"])
      .where("id", "=", userId)
      .executeTakeFirst();
  } catch (err) {
    logger.error({ err, userId }, "Failed to look up role");
  }
  if (!user) return guestAccess;

  const isAdmin = user.role === "admin";
  let premiumSource: PremiumSource = "none";
  try {
    if (await hasActiveSubscription(db, user.id)) premiumSource = "personal";
    else if (user.email_verified && (await institutionHasSubscription(db, user.id, user.email)))
      premiumSource = "institution";
  } catch (err) {
    logger.error({ err, userId }, "Failed to check subscription");
  }
  if (premiumSource === "none" && isAdmin) premiumSource = "admin";
  const tier: Tier = premiumSource === "none" ? "registered" : "subscriber";
  return {
    user: { id: user.id, email: user.email, role: user.role, emailVerified: user.email_verified },
    tier,
    premiumSource,
    isAdmin,
    isOperator: user.is_operator && user.email_verified,
  };
}

/** The newest live subscription of the user's live customer record is active or trialing. */
export async function hasActiveSubscription(db: Db, userId: string): Promise<boolean> {
  const latest = await db
    .selectFrom("stripe_subscriptions as s")
    .innerJoin("stripe_customers as c", "c.customer_id", "s.customer_id")
    .select("s.status")
    .where("c.user_id", "=", userId)
    .where("c.deleted_at", "is", null)
    .where("s.deleted_at", "is", null)
    .orderBy("s.created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return latest !== undefined && (ACTIVE as readonly string[]).includes(latest.status);
}

/**
 * Institution access (docs/requirements.md §6): another user with the admin role, a verified
 * address on the same domain, and an active or trialing subscription. Only
 * verified addresses count on either side: otherwise anyone could claim a domain.
 */
async function institutionHasSubscription(db: Db, userId: string, email: string): Promise<boolean> {
  const domain = institutionDomain(email);
  if (!domain) return false;
  const admins = await db
    .selectFrom("users")
    .select("id")
    .where("role", "=", "admin")
    .where("email_verified", "=", true)
    .where("id", "<>", userId)
    .where(sql<string>`lower(email)`, "like", onDomain(domain))
    .execute();
  for (const admin of admins) if (await hasActiveSubscription(db, admin.id)) return true;
  return false;
}

/** Marks the configured operators' accounts (additive: the flag is never cleared here). */
export async function seedOperators(db: Db, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  await db.updateTable("users").set({ is_operator: true }).where(sql<string>`lower(email)`, "in", emails).execute();
}
