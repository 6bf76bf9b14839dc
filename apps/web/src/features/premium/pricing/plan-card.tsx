import type { BillingInterval, Plan } from "@gradeatlas/contracts/billing";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button-styles";
import { paths } from "../../../lib/paths";
import { formatPrice, intervalWords } from "./format-price";
import type { PendingCheckout } from "./pending-checkout";
import { PlanFrame } from "./plan-frame";
import { planIncludes } from "./plan-includes";
import type { Offer } from "./plan-offer";

/** One plan: its price for the chosen period, what it includes, and this visitor's call to action. */
export function PlanCard({
  plan,
  interval,
  onInterval,
  offer,
  configured,
  busy,
  onChoose,
}: {
  plan: Plan;
  interval: BillingInterval;
  onInterval: (interval: BillingInterval) => void;
  offer: Offer;
  configured: boolean;
  busy: PendingCheckout | null;
  onChoose: (choice: PendingCheckout, signUpFirst: boolean) => void;
}) {
  const price = plan.prices.find((p) => p.interval === interval) ?? plan.prices[0];
  if (!price) return null;
  const words = intervalWords[price.interval];
  const label = `Choose ${plan.name}, ${words.adverb}`;
  const opening = busy?.plan === plan.id && busy.interval === price.interval;
  return (
    <PlanFrame
      title={plan.name}
      audience={plan.audience}
      price={formatPrice(price)}
      per={price.amount === null ? null : words.per}
      description={plan.description}
      includes={planIncludes[plan.id]}
      featured={plan.id === "personal"}
      options={
        plan.prices.length > 1 && (
          <fieldset className="mt-4">
            <legend className="sr-only">{plan.name}: billing period</legend>
            <div className="inline-flex rounded-md border border-slate-300 bg-slate-50 p-1">
              {plan.prices.map((p) => (
                <label
                  key={p.interval}
                  className={`cursor-pointer rounded px-3 py-1 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700 ${p.interval === price.interval ? "bg-blue-800 text-white" : "text-slate-800"}`}
                >
                  <input
                    type="radio"
                    name={`${plan.id}-interval`}
                    value={p.interval}
                    checked={p.interval === price.interval}
                    onChange={() => onInterval(p.interval)}
                    className="sr-only"
                  />
                  {p.interval === "month" ? "Monthly" : "Yearly"}
                </label>
              ))}
            </div>
          </fieldset>
        )
      }
    >
      {offer.kind === "buy" && (
        <>
          <button
            type="button"
            className={buttonClass("primary", "w-full")}
            data-plan={plan.id}
            data-interval={price.interval}
            aria-label={opening ? undefined : label}
            disabled={!configured || !price.purchasable || busy !== null}
            onClick={() => onChoose({ plan: plan.id, interval: price.interval }, offer.signUpFirst)}
          >
            {opening ? "Opening checkout..." : label}
          </button>
          {offer.signUpFirst && configured && price.purchasable && (
            <p className="text-xs text-slate-700">You create a free account first; checkout follows.</p>
          )}
          {configured && !price.purchasable && (
            <p className="text-xs text-slate-700">Not sold online at this price yet: write to support.</p>
          )}
        </>
      )}
      {offer.kind === "manage" && (
        <Link to={paths.accountBilling} className={buttonClass("primary", "w-full")}>
          Manage billing
        </Link>
      )}
      {offer.kind === "note" && <p className="text-sm leading-relaxed text-slate-800">{offer.text}</p>}
      {offer.kind === "loading" && <p className="text-sm text-slate-700">Checking your plan...</p>}
    </PlanFrame>
  );
}
