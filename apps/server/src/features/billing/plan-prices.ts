import { type BillingInterval, type PlanId, type PlansResponse, planCatalogue } from "@gradeatlas/contracts/billing";
import type { Config } from "../../config.ts";

type PriceConfig = { priceId: string | undefined; amount: number | undefined };

/** Each plan's prices as configured: Stripe's price id and the amount /premium shows. */
function configuredPrices(config: Config): Record<PlanId, Partial<Record<BillingInterval, PriceConfig>>> {
  return {
    personal: {
      month: { priceId: config.STRIPE_PRICE_PERSONAL_MONTHLY, amount: config.PLAN_PERSONAL_MONTHLY_AMOUNT },
      year: { priceId: config.STRIPE_PRICE_PERSONAL_YEARLY, amount: config.PLAN_PERSONAL_YEARLY_AMOUNT },
    },
    institution: {
      year: { priceId: config.STRIPE_PRICE_INSTITUTION_YEARLY, amount: config.PLAN_INSTITUTION_YEARLY_AMOUNT },
    },
  };
}

/** Online billing needs Stripe's secret key (config.ts then insists on the webhook secret too). */
export const billingConfigured = (config: Config) => Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET);

/** The catalogue as /premium shows it: every plan, whether or not it can be bought online now. */
export function planCatalogueFor(config: Config): PlansResponse {
  const configured = billingConfigured(config);
  const prices = configuredPrices(config);
  return {
    configured,
    plans: planCatalogue.map((plan) => ({
      id: plan.id,
      name: plan.name,
      audience: plan.audience,
      description: plan.description,
      prices: plan.intervals.map((interval) => {
        const price = prices[plan.id][interval];
        return {
          interval,
          amount: price?.amount ?? null,
          currency: config.PLAN_CURRENCY,
          purchasable: configured && Boolean(price?.priceId),
        };
      }),
    })),
  };
}

/** Stripe's price id for a plan and interval, or undefined when it is not sold so. */
export function priceIdFor(config: Config, plan: PlanId, interval: BillingInterval): string | undefined {
  return configuredPrices(config)[plan][interval]?.priceId;
}

/** Which plan and interval a Stripe price id stands for (null for a price this server does not sell). */
export function planOfPrice(
  config: Config,
  priceId: string | null,
): { plan: PlanId; interval: BillingInterval } | null {
  if (!priceId) return null;
  for (const [plan, intervals] of Object.entries(configuredPrices(config))) {
    for (const [interval, price] of Object.entries(intervals)) {
      if (price?.priceId === priceId) return { plan: plan as PlanId, interval: interval as BillingInterval };
    }
  }
  return null;
}
