import { planIds } from "@gradeatlas/contracts/billing";
import type Stripe from "stripe";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/open-database.ts";
import type { SubscriptionStatus } from "../../db/schema.ts";
import { invoiceEventRank, subscriptionEventRank } from "./event-rank.ts";
import { planOfPrice } from "./plan-prices.ts";

export type Outcome = "linked" | "updated" | "ignored" | "duplicate" | "stale";
type Tx = Parameters<Parameters<ReturnType<Db["transaction"]>["execute"]>[0]>[0];

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

/**
 * What a Stripe event changes here. Each event id is applied once: it is
 * recorded in stripe_events in the same transaction as its effect, so a
 * redelivery is a "duplicate" and a failure leaves nothing recorded (Stripe
 * retries it). Subscriptions and invoices keep the `created` time of the
 * event that last changed them and refuse older ones ("stale"): Stripe does
 * not promise any order. Events of the same second are ordered by their rank
 * (event-rank.ts), not by when they arrive. Events for a customer we do not know are
 * acknowledged and ignored; Stripe would otherwise retry them for days.
 */
export async function applyStripeEvent(db: Db, config: Config, event: Stripe.Event): Promise<Outcome> {
  // Seconds since the epoch, as Stripe sends it; a hand-made event without one sorts first.
  const created = new Date((event.created ?? 0) * 1000);
  return db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto("stripe_events")
      .values({ id: event.id, type: event.type, created })
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!fresh) return "duplicate";
    return applyOnce(trx, config, event, created);
  });
}

async function applyOnce(trx: Tx, config: Config, event: Stripe.Event, created: Date): Promise<Outcome> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const customerId = idOf(session.customer);
      const userId = session.client_reference_id;
      if (!customerId || !userId) return "ignored";
      return (await linkCustomer(trx, customerId, userId)) ? "linked" : "ignored";
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return applySubscription(trx, config, event.data.object, event.type, created);
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const customerId = idOf(invoice.customer);
      if (!customerId || !(await knownCustomer(trx, customerId))) return "ignored";
      const values = {
        number: invoice.number ?? null,
        amount: invoice.amount_due ?? invoice.total ?? 0,
        currency: invoice.currency ?? "usd",
        status: invoice.status ?? "open",
        payment_failed: event.type === "invoice.payment_failed",
        hosted_invoice_url: invoice.hosted_invoice_url ?? null,
        created: new Date((invoice.created ?? 0) * 1000),
        event_created: created,
        event_rank: invoiceEventRank(event.type),
      };
      const row = await trx
        .insertInto("stripe_invoices")
        .values({ id: invoice.id as string, customer_id: customerId, ...values })
        .onConflict((oc) =>
          oc
            .column("id")
            .doUpdateSet(values)
            .where((eb) =>
              eb.or([
                eb("stripe_invoices.event_created", "<", created),
                eb.and([
                  eb("stripe_invoices.event_created", "=", created),
                  eb("stripe_invoices.event_rank", "<=", values.event_rank),
                ]),
              ]),
            ),
        )
        .returning("id")
        .executeTakeFirst();
      return row ? "updated" : "stale";
    }
    case "customer.deleted": {
      // Access ends with the customer record (resolve-access reads live customers only).
      const ended = await trx
        .updateTable("stripe_customers")
        .set({ deleted_at: created.getTime() > 0 ? created : new Date() })
        .where("customer_id", "=", event.data.object.id)
        .where("deleted_at", "is", null)
        .returning("customer_id")
        .executeTakeFirst();
      return ended ? "updated" : "ignored";
    }
    default:
      return "ignored";
  }
}

async function knownCustomer(trx: Tx, customerId: string): Promise<boolean> {
  const row = await trx
    .selectFrom("stripe_customers")
    .select("customer_id")
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Links a Stripe customer to one of our users; false when the user does not exist. A deleted customer stays deleted. */
async function linkCustomer(trx: Tx, customerId: string, userId: string): Promise<boolean> {
  const user = await trx.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst();
  if (!user) return false;
  await trx
    .insertInto("stripe_customers")
    .values({ customer_id: customerId, user_id: user.id, deleted_at: null })
    .onConflict((oc) => oc.column("customer_id").doUpdateSet({ user_id: user.id }))
    .execute();
  return true;
}

async function applySubscription(
  trx: Tx,
  config: Config,
  sub: Stripe.Subscription,
  type: string,
  created: Date,
): Promise<Outcome> {
  const customerId = idOf(sub.customer);
  if (!customerId) return "ignored";
  // The subscription can arrive before checkout.session.completed: our checkout
  // put the user's id in its metadata, and the event is signed, so link by it.
  if (!(await knownCustomer(trx, customerId))) {
    const userId = sub.metadata?.user_id;
    if (!userId || !(await linkCustomer(trx, customerId, userId))) return "ignored";
  }
  const item = sub.items?.data?.[0];
  const priceId = item?.price?.id ?? null;
  const sold = planOfPrice(config, priceId);
  const metadataPlan = planIds.find((p) => p === sub.metadata?.plan) ?? null;
  const recurring = item?.price?.recurring?.interval as string | undefined;
  const interval = recurring === "month" || recurring === "year" ? recurring : null;
  const periodEnd = item?.current_period_end;
  const deleted = type === "customer.subscription.deleted";
  const status = (deleted ? "canceled" : sub.status) as SubscriptionStatus;
  const values = {
    status,
    price_id: priceId,
    plan: sold?.plan ?? metadataPlan,
    billing_interval: sold?.interval ?? interval,
    current_period_end: periodEnd ? new Date(periodEnd * 1000) : null,
    cancel_at_period_end: sub.cancel_at_period_end ?? false,
    deleted_at: deleted ? new Date() : null,
    event_created: created,
    event_rank: subscriptionEventRank(type, status),
  };
  const row = await trx
    .insertInto("stripe_subscriptions")
    .values({ id: sub.id, customer_id: customerId, manual: false, ...values })
    .onConflict((oc) =>
      oc
        .column("id")
        .doUpdateSet(values)
        .where((eb) =>
          eb.and([
            eb.or([
              eb("stripe_subscriptions.event_created", "is", null),
              eb("stripe_subscriptions.event_created", "<", created),
              eb.and([
                eb("stripe_subscriptions.event_created", "=", created),
                eb("stripe_subscriptions.event_rank", "<=", values.event_rank),
              ]),
            ]),
            // A deleted subscription is final in Stripe: nothing brings it back.
            eb("stripe_subscriptions.deleted_at", "is", null),
          ]),
        ),
    )
    .returning("id")
    .executeTakeFirst();
  return row ? "updated" : "stale";
}
