import type { BillingStatus } from "@gradeatlas/contracts/billing";
import type Stripe from "stripe";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/open-database.ts";
import type { Logger } from "../../logger.ts";
import { hasPaymentProblem } from "./payment-problem-rule.ts";
import { billingConfigured } from "./plan-prices.ts";
import { liveStripeCustomer } from "./stripe-customers.ts";

type PaymentMethod = BillingStatus["paymentMethod"];
const INVOICES_SHOWN = 12;
// SPEC §9: subscription data is cached for 5 minutes.
const PAYMENT_METHOD_TTL_MS = 5 * 60_000;

/**
 * What /account/billing shows. Plan, status, dates and invoices are ours
 * (kept by the webhooks); the card is Stripe's and read from it, cached per
 * subscription version for 5 minutes, so a webhook that changes the
 * subscription also refreshes the card. Stripe being down hides the card,
 * never the page.
 */
export function billingStatusReader(deps: { db: Db; config: Config; logger: Logger; stripe: Stripe | null }) {
  const { db, config, logger, stripe } = deps;
  const cards = new Map<string, { at: number; card: PaymentMethod }>();

  async function paymentMethodOf(subscriptionId: string, version: string): Promise<PaymentMethod> {
    if (!stripe) return null;
    const key = `${subscriptionId}@${version}`;
    const cached = cards.get(key);
    if (cached && Date.now() - cached.at < PAYMENT_METHOD_TTL_MS) return cached.card;
    try {
      const sub = await stripe.subscriptions.retrieve(subscriptionId, { expand: ["default_payment_method"] });
      const method = sub.default_payment_method;
      const card = typeof method === "object" && method?.card ? method.card : null;
      const summary = card
        ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
        : null;
      if (cards.size > 1000) cards.clear();
      cards.set(key, { at: Date.now(), card: summary });
      return summary;
    } catch (err) {
      logger.warn({ err, subscriptionId }, "could not read the payment method from Stripe");
      return null;
    }
  }

  return async function readBillingStatus(userId: string): Promise<BillingStatus> {
    const configured = billingConfigured(config);
    const sub = await db
      .selectFrom("stripe_user_subscriptions as v")
      .innerJoin("stripe_subscriptions as s", "s.id", "v.subscription_id")
      .select([
        "v.subscription_id",
        "v.customer_id",
        "v.status",
        "v.subscription_status",
        "v.plan",
        "v.billing_interval",
        "v.current_period_end",
        "v.cancel_at_period_end",
        "v.manual",
        "s.event_created",
      ])
      .where("v.user_id", "=", userId)
      .executeTakeFirst();
    const customer = await liveStripeCustomer(db, userId);
    const invoices = customer
      ? await db
          .selectFrom("stripe_invoices")
          .selectAll()
          .where("customer_id", "=", customer)
          .orderBy("created", "desc")
          .limit(INVOICES_SHOWN)
          .execute()
      : [];
    const latest = invoices[0];
    const paymentProblem = hasPaymentProblem(sub?.status, latest?.payment_failed === true)
      ? {
          message: "Your last payment failed. Update your payment method to keep premium.",
          invoiceUrl: latest?.payment_failed ? latest.hosted_invoice_url : null,
        }
      : null;
    const paymentMethod =
      sub && !sub.manual ? await paymentMethodOf(sub.subscription_id, String(sub.event_created?.getTime() ?? 0)) : null;
    return {
      configured,
      plan: sub ? (sub.manual ? "manual" : sub.plan) : null,
      interval: sub?.billing_interval ?? null,
      status: sub?.status ?? null,
      subscriptionStatus: sub?.subscription_status ?? null,
      active: sub ? sub.status === "active" || sub.status === "trialing" : false,
      currentPeriodEnd: sub?.current_period_end ? new Date(sub.current_period_end).toISOString() : null,
      cancelAtPeriodEnd: sub?.cancel_at_period_end ?? false,
      paymentMethod,
      invoices: invoices.map((i) => ({
        id: i.id,
        number: i.number,
        amount: i.amount,
        currency: i.currency,
        status: i.payment_failed ? "payment_failed" : i.status,
        hostedInvoiceUrl: i.hosted_invoice_url,
        created: new Date(i.created).toISOString(),
      })),
      paymentProblem,
      canManage: configured && customer !== null,
    };
  };
}
