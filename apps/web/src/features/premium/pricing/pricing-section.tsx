import { BILLING_NOT_CONFIGURED, type BillingInterval } from "@gradeatlas/contracts/billing";
import { useState } from "react";
import { FormAlert } from "../../../components/ui/form-fields";
import { LoadingIndicator } from "../../../components/ui/loading";
import { failureMessage } from "../../../components/ui/query-view";
import { FreeTierCard } from "./free-tier-card";
import { PlanCard } from "./plan-card";
import { offerFor } from "./plan-offer";
import { usePlans } from "./use-billing";
import { useCheckout } from "./use-checkout";
import type { Standing } from "./visitor-standing";

/** #pricing-section: the free tier and the plans side by side, with this visitor's call to action on each. */
export function PricingSection({ standing }: { standing: Standing }) {
  const plans = usePlans();
  const checkout = useCheckout(standing);
  const [personalInterval, setPersonalInterval] = useState<BillingInterval>("month");
  const currency = plans.data?.plans[0]?.prices[0]?.currency ?? "usd";
  return (
    <section id="pricing-section" aria-labelledby="pricing-title" className="mt-12 scroll-mt-24">
      <h2 id="pricing-title" className="text-2xl font-semibold text-slate-900">
        Plans and prices
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Core conversion stays free. Premium is billed through Stripe; cancel any time from Manage billing and keep
        premium until the end of the period you paid for.
      </p>
      {plans.data && !plans.data.configured && (
        <p
          role="status"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          {BILLING_NOT_CONFIGURED}
        </p>
      )}
      {checkout.error && (
        <div className="mt-4">
          <FormAlert>{checkout.error}</FormAlert>
        </div>
      )}
      {plans.isPending && <LoadingIndicator label="Loading the plans..." />}
      {plans.isError && (
        <div className="mt-4">
          <FormAlert>{failureMessage(plans.error, "The plans could not be loaded. Please try again.")}</FormAlert>
        </div>
      )}
      <ul className="mt-6 grid gap-6 lg:grid-cols-3">
        <FreeTierCard standing={standing} currency={currency} />
        {plans.data?.plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            interval={plan.id === "personal" ? personalInterval : "year"}
            onInterval={setPersonalInterval}
            offer={offerFor(plan.id, standing)}
            configured={plans.data.configured}
            busy={checkout.busy}
            onChoose={checkout.choose}
          />
        ))}
      </ul>
    </section>
  );
}
