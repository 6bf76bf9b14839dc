import type { BillingStatus, Invoice } from "@gradeatlas/contracts/billing";
import { formatTimestamp } from "../../components/ui/timestamp";

type Status = NonNullable<BillingStatus["status"]>;

export const statusLabels: Record<Status, string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Payment overdue",
  canceled: "Canceled",
  incomplete: "Waiting for the first payment",
  incomplete_expired: "Expired before the first payment",
  unpaid: "Unpaid",
  paused: "Paused",
};

export function planLabel(status: Pick<BillingStatus, "plan" | "interval">): string {
  if (status.plan === "manual") return "Premium, granted by an operator";
  const name = status.plan === "institution" ? "Institution" : status.plan === "personal" ? "Personal" : "No plan";
  if (!status.interval) return name;
  return `${name}, ${status.interval === "month" ? "monthly" : "yearly"}`;
}

/** "Renews on …", "Cancels on …" or "Ended on …", or null without a date. */
export function periodLabel(
  status: Pick<BillingStatus, "currentPeriodEnd" | "cancelAtPeriodEnd" | "active">,
): string | null {
  if (!status.currentPeriodEnd) return null;
  const date = formatTimestamp(status.currentPeriodEnd, false);
  if (status.cancelAtPeriodEnd) return `Cancels on ${date}`;
  return status.active ? `Renews on ${date}` : `Ended on ${date}`;
}

export function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: "currency", currency: currency.toUpperCase() }).format(
      amount / 100,
    );
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

const invoiceStatusLabels: Record<string, string> = {
  paid: "Paid",
  open: "Open",
  payment_failed: "Payment failed",
  void: "Void",
  uncollectible: "Uncollectible",
  draft: "Draft",
};

export const invoiceStatusLabel = (invoice: Invoice) => invoiceStatusLabels[invoice.status] ?? invoice.status;
