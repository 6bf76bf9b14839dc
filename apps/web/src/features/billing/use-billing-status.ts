import { useQuery } from "@tanstack/react-query";
import { BILLING_STATUS_QUERY_KEY, fetchBillingStatus } from "./billing-api";

/** The signed-in user's plan, card and invoices (GET /api/v1/billing), shared by the page and the banner. */
export const useBillingStatus = () => useQuery({ queryKey: BILLING_STATUS_QUERY_KEY, queryFn: fetchBillingStatus });
