import type { MeResponse, PremiumSource, Tier } from "@gradeatlas/contracts/access";
import { sql } from "kysely";
import type { Db } from "../db/open-database.ts";
import type { SubscriptionStatus } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { adminsOf, type Membership, membershipsOf } from "./institution-membership.ts";

/** What a caller may use: GET /api/me without the payment flag, which only that route reads. */
export type Access = Omit<MeResponse, "paymentProblem">;

export const guestAccess: Access = {
  user: null,
  tier: "free",
  premiumSource: "none",
  isAdmin: false,
  isOperator: false,
  institution: null,
};

const ACTIVE: readonly SubscriptionStatus[] = ["active", "trialing"];

type UserRow = { id: string; email: string; email_verified: boolean; role: string | null; is_operator: boolean };

/**
 * The one source of truth for what a user may use (docs/requirements.md §4, §6). Read fresh
 * from the database on every call, so a role or plan change applies at once.
 * A failed role lookup means non-admin; a failed subscription check means no
 * premium and logs "Failed to check subscription".
 */
export async function resolveAccess(db: Db, logger: Logger, userId: string | null): Promise<Access> {
  if (!userId) return guestAccess;
  return (await resolveAccessForUsers(db, logger, [userId])).get(userId) ?? guestAccess;
}

/**
 * resolveAccess for many users at once (lists of users), by the same rules and
 * in a fixed number of queries however many users are asked about. Users that do
 * not exist are missing from the map.
 */
export async function resolveAccessForUsers(
  db: Db,
  logger: Logger,
  userIds: readonly string[],
): Promise<Map<string, Access>> {
  const ids = [...new Set(userIds)];
  const found = new Map<string, Access>();
  if (ids.length === 0) return found;
  let users: UserRow[] = [];
  try {
    users = await db
      .selectFrom("users")
      .select(["id", "email", "email_verified", "role", "is_operator"])
      .where("id", "in", ids)
      .execute();
  } catch (err) {
    logger.error({ err, userIds: ids }, "Failed to look up role");
  }
  if (users.length === 0) return found;

  let personal = new Set<string>();
  let memberships = new Map<string, Membership>();
  let subscribed = new Set<string>();
  try {
    memberships = await membershipsOf(db, users);
  } catch (err) {
    logger.error({ err, userIds: ids }, "Failed to look up institution");
  }
  try {
    personal = await activeSubscribers(
      db,
      users.map((u) => u.id),
    );
    subscribed = await subscribedInstitutions(db, [...new Set([...memberships.values()].map((m) => m.institutionId))]);
  } catch (err) {
    logger.error({ err, userIds: ids }, "Failed to check subscription");
  }

  for (const user of users) {
    const membership = memberships.get(user.id);
    // In an institution its role decides; an operator-made admin without one still manages (and founds) a team.
    const isAdmin = membership ? membership.role === "admin" : user.role === "admin";
    let premiumSource: PremiumSource = "none";
    if (personal.has(user.id)) premiumSource = "personal";
    else if (membership && subscribed.has(membership.institutionId)) premiumSource = "institution";
    else if (user.role === "admin") premiumSource = "admin";
    const tier: Tier = premiumSource === "none" ? "registered" : "subscriber";
    found.set(user.id, {
      user: { id: user.id, email: user.email, role: user.role, emailVerified: user.email_verified },
      tier,
      premiumSource,
      isAdmin,
      isOperator: user.is_operator && user.email_verified,
      institution: membership
        ? { id: membership.institutionId, name: membership.institutionName, role: membership.role }
        : null,
    });
  }
  return found;
}

/** The newest live subscription of the user's live customer record is active or trialing. */
export async function hasActiveSubscription(db: Db, userId: string): Promise<boolean> {
  return (await activeSubscribers(db, [userId])).has(userId);
}

/** Of these users, those whose newest live subscription (on a live customer record) is active or trialing. */
async function activeSubscribers(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  const latest = await latestSubscriptionStatuses(db, userIds);
  return new Set([...latest].filter(([, status]) => ACTIVE.includes(status)).map(([userId]) => userId));
}

/**
 * Each user's newest live subscription status, in one query. Only live
 * customer records count, unless `anyCustomer` (what operators are shown).
 */
export async function latestSubscriptionStatuses(
  db: Db,
  userIds: readonly string[],
  { anyCustomer = false } = {},
): Promise<Map<string, SubscriptionStatus>> {
  if (userIds.length === 0) return new Map();
  let query = db
    .selectFrom("stripe_subscriptions as s")
    .innerJoin("stripe_customers as c", "c.customer_id", "s.customer_id")
    .distinctOn("c.user_id")
    .select(["c.user_id", "s.status"])
    .where("c.user_id", "in", userIds)
    .where("s.deleted_at", "is", null)
    .orderBy("c.user_id")
    .orderBy("s.created_at", "desc");
  if (!anyCustomer) query = query.where("c.deleted_at", "is", null);
  return new Map((await query.execute()).map((row) => [row.user_id, row.status]));
}

/**
 * Of these institutions, those whose admin pays (docs/requirements.md §6): at
 * least one of its admins has an active or trialing subscription.
 */
export async function subscribedInstitutions(db: Db, institutionIds: readonly string[]): Promise<Set<string>> {
  const admins = await adminsOf(db, institutionIds);
  const paying = await activeSubscribers(db, [...admins.values()].flat());
  return new Set([...admins].filter(([, ids]) => ids.some((id) => paying.has(id))).map(([institution]) => institution));
}

/**
 * Makes the operator flag match OPERATOR_EMAILS at start-up: listed addresses
 * gain it, and an address taken off the list loses it (the flag is read fresh
 * on every request, so the change holds from the first one).
 */
export async function syncOperators(db: Db, emails: readonly string[]): Promise<void> {
  const listed = emails.map((e) => e.toLowerCase());
  await db
    .updateTable("users")
    .set({ is_operator: listed.length ? sql<boolean>`lower(email) in (${sql.join(listed)})` : false })
    .execute();
}
