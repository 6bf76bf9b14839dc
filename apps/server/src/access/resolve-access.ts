import type { MeResponse, PremiumSource, Tier } from "@gradeatlas/contracts/access";
import { sql } from "kysely";
import type { Db } from "../db/open-database.ts";
import type { SubscriptionStatus } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { approvedAmong } from "./approved-domains.ts";
import { institutionDomain, onDomain } from "./institution-domain.ts";

/** What a caller may use: GET /api/me without the payment flag, which only that route reads. */
export type Access = Omit<MeResponse, "paymentProblem">;

export const guestAccess: Access = {
  user: null,
  tier: "free",
  premiumSource: "none",
  isAdmin: false,
  isOperator: false,
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
 * in at most four queries however many users are asked about. Users that do
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
  let institution = new Set<string>();
  try {
    personal = await activeSubscribers(
      db,
      users.map((u) => u.id),
    );
    institution = await withSubscribedInstitution(
      db,
      users.filter((u) => u.email_verified && !personal.has(u.id)),
    );
  } catch (err) {
    logger.error({ err, userIds: ids }, "Failed to check subscription");
  }

  for (const user of users) {
    const isAdmin = user.role === "admin";
    let premiumSource: PremiumSource = "none";
    if (personal.has(user.id)) premiumSource = "personal";
    else if (institution.has(user.id)) premiumSource = "institution";
    else if (isAdmin) premiumSource = "admin";
    const tier: Tier = premiumSource === "none" ? "registered" : "subscriber";
    found.set(user.id, {
      user: { id: user.id, email: user.email, role: user.role, emailVerified: user.email_verified },
      tier,
      premiumSource,
      isAdmin,
      isOperator: user.is_operator && user.email_verified,
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
 * Institution access (docs/requirements.md §6): another user with the admin role, a verified
 * address on the same domain, that domain approved by an operator, and an
 * active or trialing subscription. Only
 * verified addresses count on either side: otherwise anyone could claim a
 * domain. Of the given (verified) users, returns those with such an admin.
 */
async function withSubscribedInstitution(db: Db, users: readonly UserRow[]): Promise<Set<string>> {
  const candidates = users.flatMap((u) => {
    const domain = institutionDomain(u.email);
    return domain ? [{ id: u.id, domain }] : [];
  });
  if (candidates.length === 0) return new Set();
  // Only a domain an operator approved stands for an institution (decision 0023).
  const approved = await approvedAmong(
    db,
    candidates.map((m) => m.domain),
  );
  const members = candidates.filter((m) => approved.has(m.domain));
  if (members.length === 0) return new Set();
  const domains = [...new Set(members.map((m) => m.domain))];
  const admins = await db
    .selectFrom("users")
    .select(["id", "email"])
    .where("role", "=", "admin")
    .where("email_verified", "=", true)
    .where((eb) => eb.or(domains.map((domain) => eb(sql<string>`lower(email)`, "like", onDomain(domain)))))
    .execute();
  const subscribed = await activeSubscribers(
    db,
    admins.map((a) => a.id),
  );
  // The same match as the LIKE above: the lower-case address ends with "@domain".
  const paying = admins.filter((a) => subscribed.has(a.id)).map((a) => ({ id: a.id, email: a.email.toLowerCase() }));
  return new Set(
    members.filter((m) => paying.some((a) => a.id !== m.id && a.email.endsWith(`@${m.domain}`))).map((m) => m.id),
  );
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
