import {
  type BillingStatus,
  billingStatusSchema,
  type PlansResponse,
  plansResponseSchema,
  type RedirectResponse,
  redirectResponseSchema,
} from "@gradeatlas/contracts/billing";
import { apiRequest } from "../../lib/api-client";

// The billing calls of the web app (issue 16). The status is SPEC §3's
// "subscription status" cache key, kept for SPEC §9's 5 minutes like any
// query: the success page never reads it from the cache (it asks the server
// until the webhook has landed) and writes the confirmed answer back.
export const BILLING_STATUS_QUERY_KEY = ["subscription-status"] as const;
export const PLANS_QUERY_KEY = ["billing-plans"] as const;

export const fetchBillingStatus = (): Promise<BillingStatus> =>
  apiRequest("/v1/billing", { schema: billingStatusSchema });

export const fetchPlans = (): Promise<PlansResponse> =>
  apiRequest("/v1/billing/plans", { schema: plansResponseSchema });

/** A Customer Portal session on Stripe; the browser goes there next. */
export const openBillingPortal = (): Promise<RedirectResponse> =>
  apiRequest("/v1/billing/portal", { method: "POST", body: {}, schema: redirectResponseSchema });
