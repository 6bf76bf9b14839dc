import { billingStatusSchema, plansResponseSchema } from "@gradeatlas/contracts/billing";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { cacheKeys } from "../../../lib/client-cache";

/** The plan catalogue with this server's prices (public; prices show even without Stripe keys). */
export const usePlans = () =>
  useQuery({
    queryKey: ["billing-plans"],
    queryFn: ({ signal }) => apiRequest("/v1/billing/plans", { schema: plansResponseSchema, signal }),
  });

/** The signed-in user's plan (SPEC §3 cache key "subscription status"); not asked for guests. */
export const useBillingStatus = (signedIn: boolean) =>
  useQuery({
    queryKey: [cacheKeys.subscriptionStatus, "billing"],
    queryFn: ({ signal }) => apiRequest("/v1/billing", { schema: billingStatusSchema, signal }),
    enabled: signedIn,
  });
