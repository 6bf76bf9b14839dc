// The server's cancel_url for a Stripe Checkout (features/billing/start-checkout.ts):
// /premium?checkout=cancelled.
export const CANCELLED_PARAM = "checkout";
export const CANCELLED_VALUE = "cancelled";

export const CHECKOUT_CANCELLED_TEXT =
  "Checkout was cancelled and nothing was charged. Your plan has not changed: choose a plan again whenever you are ready.";

/** The query without the cancelled-checkout marker, or null when it had none (nothing to remove). */
export function withoutCancelledMarker(params: URLSearchParams): URLSearchParams | null {
  if (params.get(CANCELLED_PARAM) !== CANCELLED_VALUE) return null;
  const rest = new URLSearchParams(params);
  rest.delete(CANCELLED_PARAM);
  return rest;
}
