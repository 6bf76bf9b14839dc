import { type BillingInterval, billingIntervals, type PlanId, planIds } from "@gradeatlas/contracts/billing";

// A guest who chose a plan signs up (and in) first; the choice waits in this
// tab's session storage so checkout can follow once they are signed in, and
// expires so that signing in much later never starts a checkout by surprise.
const KEY = "premium-pending-checkout";
const TTL_MS = 30 * 60_000;

export interface PendingCheckout {
  plan: PlanId;
  interval: BillingInterval;
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;
const session = (): Store | null => (typeof sessionStorage === "undefined" ? null : sessionStorage);

export function savePendingCheckout(choice: PendingCheckout, now = Date.now(), store = session()): void {
  store?.setItem(KEY, JSON.stringify({ ...choice, at: now }));
}

/** The waiting choice, taken (removed) so it is acted on once; null when none, stale or malformed. */
export function takePendingCheckout(now = Date.now(), store = session()): PendingCheckout | null {
  const raw = store?.getItem(KEY);
  if (!raw) return null;
  store?.removeItem(KEY);
  try {
    const { plan, interval, at } = JSON.parse(raw) as { plan?: unknown; interval?: unknown; at?: unknown };
    const known = planIds.find((p) => p === plan);
    const every = billingIntervals.find((i) => i === interval);
    if (!known || !every || typeof at !== "number" || now - at > TTL_MS || now < at) return null;
    return { plan: known, interval: every };
  } catch {
    return null;
  }
}
