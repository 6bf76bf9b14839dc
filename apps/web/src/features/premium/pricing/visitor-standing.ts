import type { PremiumSource } from "@gradeatlas/contracts/access";
import type { BillingStatus, PlanId } from "@gradeatlas/contracts/billing";

/**
 * Where the visitor stands with premium, which decides each plan's call to
 * action on /premium. The server's answers decide it (GET /api/me's premium
 * source, GET /api/v1/billing's plan); the page only reads them.
 */
export type Standing =
  | { kind: "loading" }
  | { kind: "guest" }
  /** Signed in, no premium: may buy. */
  | { kind: "free"; isAdmin: boolean }
  /** Premium through the admin role, without a plan of their own. */
  | { kind: "admin" }
  /** Premium because their institution's admin pays (SPEC §6). */
  | { kind: "institution" }
  /** A plan an operator granted by hand. */
  | { kind: "granted" }
  /** A Stripe plan (also while a payment is due): managed on /account/billing. */
  | { kind: "subscriber"; plan: PlanId | null };

// A plan in these states is over: its owner may buy again.
const ended = new Set(["canceled", "incomplete_expired"]);

export function standingOf(
  access: { isLoading: boolean; user: unknown; isAdmin: boolean; premiumSource: PremiumSource },
  billing: { status: "pending" | "error" | "success"; data?: BillingStatus },
): Standing {
  if (access.isLoading) return { kind: "loading" };
  if (!access.user) return { kind: "guest" };
  if (access.premiumSource === "institution") return { kind: "institution" };
  if (billing.status === "pending") return { kind: "loading" };
  const status = billing.data;
  if (status?.plan === "manual" && status.active) return { kind: "granted" };
  if (status?.plan && status.plan !== "manual" && status.status && !ended.has(status.status)) {
    return { kind: "subscriber", plan: status.plan };
  }
  // Billing could not be read: premium from a plan is still premium; its page says the rest.
  if (access.premiumSource === "personal") return { kind: "subscriber", plan: null };
  if (access.premiumSource === "admin") return { kind: "admin" };
  return { kind: "free", isAdmin: access.isAdmin };
}
