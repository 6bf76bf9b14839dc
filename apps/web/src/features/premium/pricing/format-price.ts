import type { BillingInterval, PlanPrice } from "@gradeatlas/contracts/billing";

/** Shown where the operator has set no amount: never a made-up price. */
export const PRICE_ON_REQUEST = "Price on request";

/**
 * A price from the server's minor units (cents), in the currency's own number
 * of decimals (none for yen), without ".00" on whole amounts.
 */
export function formatPrice(price: Pick<PlanPrice, "amount" | "currency">, locale?: string): string {
  if (price.amount === null) return PRICE_ON_REQUEST;
  const currency = price.currency.toUpperCase();
  const digits = new Intl.NumberFormat(locale, { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits as number;
  const value = price.amount / 10 ** digits;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: Number.isInteger(value) ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(value);
}

export const intervalWords: Record<BillingInterval, { adverb: string; per: string }> = {
  month: { adverb: "monthly", per: "per month" },
  year: { adverb: "yearly", per: "per year" },
};
