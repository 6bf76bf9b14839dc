import type Stripe from "stripe";
import type { Db } from "../../db/open-database.ts";
import type { SubscriptionStatus } from "../../db/schema.ts";

type Outcome = "linked" | "updated" | "ignored";

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

/**
 * What a Stripe event changes here: a completed checkout links the Stripe
 * customer to our user (client_reference_id), and subscription events keep
 * its status, so access (resolve-access.ts) follows Stripe. Events for a
 * customer we do not know are acknowledged and ignored: Stripe would
 * otherwise retry them for days.
 */
export async function applyStripeEvent(db: Db, event: Stripe.Event): Promise<Outcome> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const customerId = idOf(session.customer);
      const userId = session.client_reference_id;
      if (!customerId || !userId) return "ignored";
      const user = await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst();
      if (!user) return "ignored";
      await db
        .insertInto("stripe_customers")
        .values({ customer_id: customerId, user_id: user.id, deleted_at: null })
        .onConflict((oc) => oc.column("customer_id").doUpdateSet({ user_id: user.id, deleted_at: null }))
        .execute();
      return "linked";
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = event.data.object;
      const customerId = idOf(sub.customer);
      const known = customerId
        ? await db
            .selectFrom("stripe_customers")
            .select("customer_id")
            .where("customer_id", "=", customerId)
            .executeTakeFirst()
        : undefined;
      if (!known || !customerId) return "ignored";
      const item = sub.items?.data?.[0];
      const periodEnd = item?.current_period_end;
      const deleted = event.type === "customer.subscription.deleted";
      const values = {
        status: (deleted ? "canceled" : sub.status) as SubscriptionStatus,
        price_id: item?.price?.id ?? null,
        current_period_end: periodEnd ? new Date(periodEnd * 1000) : null,
        deleted_at: deleted ? new Date() : null,
      };
      await db
        .insertInto("stripe_subscriptions")
        .values({ id: sub.id, customer_id: customerId, manual: false, ...values })
        .onConflict((oc) => oc.column("id").doUpdateSet(values))
        .execute();
      return "updated";
    }
    default:
      return "ignored";
  }
}
