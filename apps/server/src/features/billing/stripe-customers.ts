import { createHash } from "node:crypto";
import type Stripe from "stripe";
import type { Db } from "../../db/open-database.ts";
import type { Logger } from "../../logger.ts";
import { stripeCall } from "./stripe-call.ts";

// Plans granted by hand sit on customer records named manual_<user id>
// (sys-admin/grant-manual-plan.ts): they are not Stripe's and never go to it.
const MANUAL_PREFIX = "manual_";

/** The user's live Stripe customer id, newest first, or null. */
export async function liveStripeCustomer(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("stripe_customers")
    .select("customer_id")
    .where("user_id", "=", userId)
    .where("deleted_at", "is", null)
    .where("customer_id", "not like", `${MANUAL_PREFIX}%`)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/**
 * The Idempotency-Key of creating the user's next Stripe customer. Two
 * checkouts started at once both find no customer here; with one key Stripe
 * creates one customer and answers both with it. The key changes once a
 * customer has been linked (so one deleted later is followed by a new one,
 * not Stripe's saved answer) and with the address (Stripe refuses a key
 * reused with other parameters).
 */
async function customerCreationKey(db: Db, user: { id: string; email: string }): Promise<string> {
  const { linked } = await db
    .selectFrom("stripe_customers")
    .select((eb) => eb.fn.countAll<string>().as("linked"))
    .where("user_id", "=", user.id)
    .where("customer_id", "not like", `${MANUAL_PREFIX}%`)
    .executeTakeFirstOrThrow();
  const address = createHash("sha256").update(user.email.toLowerCase()).digest("hex").slice(0, 16);
  return `gradeatlas-customer-${user.id}-${Number(linked)}-${address}`;
}

/**
 * Reuses the user's Stripe customer or creates one and links it at once, so
 * the webhooks that follow the checkout already know whose it is.
 */
export async function ensureStripeCustomer(
  db: Db,
  stripe: Stripe,
  logger: Logger,
  user: { id: string; email: string },
): Promise<string> {
  const existing = await liveStripeCustomer(db, user.id);
  if (existing) return existing;
  const idempotencyKey = await customerCreationKey(db, user);
  const customer = await stripeCall(logger, "create customer", () =>
    stripe.customers.create(
      { email: user.email, metadata: { user_id: user.id } },
      // While the other call with this key is still running Stripe answers 409;
      // retrying with the same key is safe and gets the customer that call made.
      { idempotencyKey, maxNetworkRetries: 2 },
    ),
  );
  await db
    .insertInto("stripe_customers")
    .values({ customer_id: customer.id, user_id: user.id, deleted_at: null })
    .onConflict((oc) => oc.column("customer_id").doNothing())
    .execute();
  return customer.id;
}
