import { useMutation } from "@tanstack/react-query";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-fields";
import { failureMessage } from "../../components/ui/query-view";
import { openBillingPortal } from "./billing-api";

/** "Manage billing": a Customer Portal session on Stripe, then the browser goes there. */
export function ManageBillingButton() {
  const portal = useMutation({
    mutationFn: openBillingPortal,
    retry: false, // a click is the retry; a second portal session helps nobody
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return (
    <div className="mt-6 space-y-3">
      <button
        type="button"
        className={buttonClass("primary")}
        disabled={portal.isPending || portal.isSuccess}
        onClick={() => portal.mutate()}
      >
        {portal.isPending || portal.isSuccess ? "Opening billing..." : "Manage billing"}
      </button>
      <p className="text-sm text-slate-700">Change your card or plan, or cancel, on Stripe's secure page.</p>
      {portal.isError && <FormAlert>{failureMessage(portal.error, "Billing could not be opened.")}</FormAlert>}
    </div>
  );
}
