import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { LoadingIndicator } from "../../components/ui/loading";
import { useAccess } from "../../lib/access/access-context";
import { paths } from "../../lib/paths";
import { fetchPlans, PLANS_QUERY_KEY } from "./billing-api";
import { money } from "./billing-labels";

/** Without a plan: the plans, and the way to /premium's pricing, where they are bought. */
export function NoPlan() {
  const access = useAccess();
  const plans = useQuery({ queryKey: PLANS_QUERY_KEY, queryFn: fetchPlans });
  return (
    <section aria-labelledby="billing-plans" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="billing-plans" className="text-xl font-semibold text-slate-900">
        You have no plan
      </h2>
      {access.hasPremiumAccess && (
        <p className="mt-2 text-slate-700">
          You already have premium without a plan of your own, through your institution or as an admin.
        </p>
      )}
      {plans.isPending ? (
        <LoadingIndicator label="Loading the plans..." />
      ) : plans.isSuccess ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {plans.data.plans.map((plan) => (
            <li key={plan.id} className="rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{plan.name}</h3>
              <p className="mt-1 text-sm text-slate-700">{plan.audience}</p>
              <p className="mt-2 text-sm text-slate-800">{plan.description}</p>
              <ul className="mt-2 text-sm text-slate-800">
                {plan.prices.map((price) => (
                  <li key={price.interval}>
                    {price.amount === null
                      ? `${price.interval === "month" ? "Monthly" : "Yearly"}: price on request`
                      : `${money(price.amount, price.currency)} per ${price.interval}`}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4">
        <Link
          to={`${paths.premium}#pricing-section`}
          className="font-medium text-blue-800 underline hover:text-blue-900"
        >
          Compare plans and subscribe
        </Link>
      </p>
    </section>
  );
}
