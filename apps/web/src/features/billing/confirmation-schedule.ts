// How /subscription/success waits for Stripe's webhook: it asks the server
// again after 1, 2, 4, 8, 15 and 30 s (SPEC §9 caps back-off at 30 s), about
// a minute in all. Stripe's events usually land within seconds; after that the
// page says plainly that confirmation is taking longer, never that it worked.
const DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

/** How many times the page asks in all (the first request and one per delay). */
export const CONFIRMATION_ATTEMPTS = DELAYS_MS.length + 1;

/** The wait before asking again after `answered` answers, or false when it is time to stop. */
export function nextConfirmationDelay(answered: number): number | false {
  if (answered < 1) return false; // the first request is the page's own
  return DELAYS_MS[answered - 1] ?? false;
}
