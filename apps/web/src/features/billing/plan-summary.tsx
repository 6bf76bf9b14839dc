import type { BillingStatus } from "@gradeatlas/contracts/billing";
import { periodLabel, planLabel, statusLabels } from "./billing-labels";

/** Plan, status, the renewal or end date, and the card, as a definition list. */
export function PlanSummary({ billing }: { billing: BillingStatus }) {
  const period = periodLabel(billing);
  const card = billing.paymentMethod;
  const rows: [string, string][] = [
    ["Plan", planLabel(billing)],
    ["Status", billing.status ? statusLabels[billing.status] : "—"],
    ...(period ? ([[billing.cancelAtPeriodEnd ? "Cancellation" : "Period", period]] as [string, string][]) : []),
    ...(card
      ? ([
          [
            "Payment method",
            `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.last4}, expires ${String(card.expMonth).padStart(2, "0")}/${card.expYear}`,
          ],
        ] as [string, string][])
      : []),
  ];
  return (
    <dl className="mt-4 grid gap-4 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm font-medium text-slate-900">{term}</dt>
          <dd className="mt-1 text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
