import { BILLING_NOT_CONFIGURED } from "@gradeatlas/contracts/billing";
import { Link } from "react-router";
import { QueryView } from "../../components/ui/query-view";
import { paths } from "../../lib/paths";
import { SUPPORT_EMAIL } from "../../lib/support-contact";
import { InvoiceList } from "./invoice-list";
import { ManageBillingButton } from "./manage-billing-button";
import { NoPlan } from "./no-plan";
import { PlanSummary } from "./plan-summary";
import { useBillingStatus } from "./use-billing-status";

const linkClass = "font-medium text-blue-800 underline hover:text-blue-900";

/**
 * /account/billing (signed-in users): the plan, its status and dates, the
 * card, the invoices on Stripe, and "Manage billing" (Stripe's Customer
 * Portal). Without a plan, the plans. A plan granted by hand says so and has
 * nothing to manage on Stripe.
 */
export function AccountBillingPage() {
  const status = useBillingStatus();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Billing and Subscription · GradeAtlas</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Billing and Subscription</h1>
      <p className="mt-2 text-slate-700">Your plan, payment method and invoices.</p>
      <QueryView
        query={status}
        loading="Loading your billing..."
        failure="Your billing could not be loaded."
        isEmpty={() => false}
        empty={null}
      >
        {(billing) => (
          <div className="mt-8 space-y-6">
            {!billing.configured && (
              <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
                {BILLING_NOT_CONFIGURED}
              </p>
            )}
            {billing.plan === null ? (
              <NoPlan />
            ) : (
              <section
                aria-labelledby="billing-plan"
                className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h2 id="billing-plan" className="text-xl font-semibold text-slate-900">
                  Your plan
                </h2>
                <PlanSummary billing={billing} />
                {billing.plan === "manual" ? (
                  <p className="mt-4 text-slate-700">
                    This plan was granted by hand by a GradeAtlas operator, so there is nothing to manage on Stripe. To
                    change it, write to{" "}
                    <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
                      {SUPPORT_EMAIL}
                    </a>
                    .
                  </p>
                ) : (
                  billing.canManage && <ManageBillingButton />
                )}
              </section>
            )}
            {billing.invoices.length > 0 && <InvoiceList invoices={billing.invoices} />}
            {/* A plan that has ended for good (one that waits for a payment is fixed by paying, not by a new plan). */}
            {(billing.status === "canceled" || billing.status === "incomplete_expired") && (
              <p className="text-slate-700">
                <Link to={`${paths.premium}#pricing-section`} className={linkClass}>
                  Choose a plan
                </Link>{" "}
                to get premium again.
              </p>
            )}
          </div>
        )}
      </QueryView>
    </div>
  );
}
