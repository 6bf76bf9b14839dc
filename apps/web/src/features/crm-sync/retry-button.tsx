import { crmEventLabels, type DeliveryView } from "@gradeatlas/contracts/crm-sync";
import { buttonClass } from "../../components/ui/button-styles";
import { failureMessage } from "../../components/ui/query-view";
import { toast } from "../../lib/toast";
import { useRetryDelivery } from "./crm-api";

/** Makes a dead or waiting delivery due now (admins; the server checks). */
export function RetryButton({ delivery: d }: { delivery: DeliveryView }) {
  const retry = useRetryDelivery();
  return (
    <button
      type="button"
      className={buttonClass("secondary", "px-3 py-1.5")}
      disabled={retry.isPending}
      onClick={() =>
        retry.mutate(d.id, {
          onSuccess: () => toast.success("Queued: it is tried again now."),
          onError: (e) => toast.error(failureMessage(e, "The delivery could not be retried.")),
        })
      }
    >
      {retry.isPending ? "Retrying..." : "Retry"}
      <span className="sr-only"> {d.subject ?? crmEventLabels[d.event]}</span>
    </button>
  );
}
