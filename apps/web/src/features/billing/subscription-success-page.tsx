import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { useAccess } from "../../lib/access/access-context";
import { ME_QUERY_KEY } from "../../lib/access/use-access-source";
import { paths } from "../../lib/paths";
import { SUPPORT_EMAIL } from "../../lib/support-contact";
import { BILLING_STATUS_QUERY_KEY, fetchBillingStatus } from "./billing-api";
import { planLabel } from "./billing-labels";
import { CONFIRMATION_ATTEMPTS, nextConfirmationDelay } from "./confirmation-schedule";
import { UnlockedFeatures } from "./unlocked-features";

// Its own key, dropped on leaving: an older answer in the cache must never pass for a confirmation.
const CONFIRMING_KEY = [...BILLING_STATUS_QUERY_KEY, "confirming"];
const linkClass = "font-medium text-blue-800 underline hover:text-blue-900";

/**
 * /subscription/success, where Stripe Checkout sends the buyer back. Paying
 * is not yet premium: Stripe's webhook says so, usually within seconds. The
 * page asks the server (never the 5-minute cache) on the schedule of
 * confirmation-schedule.ts until the plan is active, then refreshes the access
 * state and shows what is unlocked. If the webhook has not landed by then it
 * says so plainly, with where to look and whom to ask.
 */
export function SubscriptionSuccessPage() {
  const queryClient = useQueryClient();
  const access = useAccess();
  const status = useQuery({
    queryKey: CONFIRMING_KEY,
    queryFn: fetchBillingStatus,
    staleTime: 0,
    gcTime: 0,
    retry: false, // the schedule is the retry
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      query.state.data?.active
        ? false
        : nextConfirmationDelay(query.state.dataUpdateCount + query.state.errorUpdateCount),
  });
  const active = status.data?.active === true;
  const [accessRefreshed, setAccessRefreshed] = useState(false);

  useEffect(() => {
    if (!active || !status.data) return;
    queryClient.setQueryData(BILLING_STATUS_QUERY_KEY, status.data);
    // Premium pages follow the access state (GET /api/me): read it again before offering them.
    void queryClient.refetchQueries({ queryKey: ME_QUERY_KEY }).finally(() => setAccessRefreshed(true));
  }, [active, status.data, queryClient]);

  const state = queryClient.getQueryState(CONFIRMING_KEY);
  const asked = (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);
  const gaveUp = !active && !status.isFetching && asked >= CONFIRMATION_ATTEMPTS;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Subscription · GradeAtlas</title>
      {active && accessRefreshed && status.data ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Premium is unlocked</h1>
          <p role="status" className="mt-3 text-lg text-slate-800">
            Your subscription is confirmed: {planLabel(status.data)}.
          </p>
          <UnlockedFeatures isAdmin={access.isAdmin} />
        </>
      ) : gaveUp ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Confirmation is taking longer</h1>
          <div role="status" className="mt-4 space-y-3 text-slate-800">
            <p>
              Stripe has not confirmed your subscription yet, so premium is not unlocked. This is usually a matter of
              minutes; nothing is lost.
            </p>
            <p>
              Check your plan on{" "}
              <Link to={paths.accountBilling} className={linkClass}>
                Billing and Subscription
              </Link>{" "}
              later, or write to{" "}
              <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
                {SUPPORT_EMAIL}
              </a>{" "}
              if it does not appear.
            </p>
          </div>
          <button type="button" className={buttonClass("secondary", "mt-6")} onClick={() => void status.refetch()}>
            {status.isFetching ? "Checking..." : "Check again"}
          </button>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Thank you</h1>
          <p role="status" className="mt-4 flex items-center gap-3 text-lg text-slate-800">
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-blue-800 motion-reduce:animate-none"
            />
            Confirming your subscription…
          </p>
          <p className="mt-3 text-slate-700">Stripe tells us once your payment has gone through.</p>
        </>
      )}
    </div>
  );
}
