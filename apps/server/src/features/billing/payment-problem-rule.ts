import type { SubscriptionStatus } from "../../db/schema.ts";

/** Plan states that wait for a payment. */
export const WAITING_FOR_PAYMENT: readonly SubscriptionStatus[] = ["past_due", "unpaid", "incomplete"];
const LIVE: readonly SubscriptionStatus[] = ["active", "trialing", ...WAITING_FOR_PAYMENT];

/**
 * The payment banner's rule, for GET /api/me and GET /api/v1/billing alike:
 * the plan waits for a payment, or the latest invoice failed while the plan
 * still lives (once a plan has ended, its last failed invoice asks nothing more).
 */
export function hasPaymentProblem(
  status: SubscriptionStatus | null | undefined,
  latestInvoiceFailed: boolean,
): boolean {
  if (!status) return false;
  return WAITING_FOR_PAYMENT.includes(status) || (latestInvoiceFailed && LIVE.includes(status));
}
