import { CRM_MAX_ATTEMPTS, type DeliveryView } from "@gradeatlas/contracts/crm-sync";
import { formatTimestamp } from "../../components/ui/timestamp";

/** One delivery's state in words: "Delivered …", "Waiting (attempt 3 of 10, next try at …)", "Failed: …". */
export function deliveryStateText(d: DeliveryView): string {
  if (d.state === "delivered") return d.deliveredAt ? `Delivered ${formatTimestamp(d.deliveredAt)}` : "Delivered";
  if (d.state === "dead")
    return `Failed after ${d.attempts} ${d.attempts === 1 ? "try" : "tries"}: ${d.lastError ?? (d.lastStatus ? `HTTP ${d.lastStatus}` : "no reason given")}`;
  const next = d.nextAttemptAt ? `, next try at ${formatTimestamp(d.nextAttemptAt)}` : "";
  return d.attempts === 0
    ? `Waiting (first try${next ? next.replace(", next try", "") : ""})`
    : `Waiting (attempt ${d.attempts + 1} of ${CRM_MAX_ATTEMPTS}${next})`;
}

export const deliveryTone: Record<DeliveryView["state"], string> = {
  delivered: "bg-green-100 text-green-900",
  queued: "bg-amber-100 text-amber-950",
  dead: "bg-red-100 text-red-900",
};

export const deliveryStateLabels: Record<DeliveryView["state"], string> = {
  delivered: "Delivered",
  queued: "Waiting",
  dead: "Dead letter",
};
