import { redirectResponseSchema } from "@gradeatlas/contracts/billing";
import { useCallback, useEffect, useState } from "react";
import { failureMessage } from "../../../components/ui/query-view";
import { apiRequest } from "../../../lib/api-client";
import { useAuthModal } from "../../auth";
import { type PendingCheckout, savePendingCheckout, takePendingCheckout } from "./pending-checkout";
import { offerFor } from "./plan-offer";
import type { Standing } from "./visitor-standing";

/**
 * Starting a checkout: the server makes a Stripe Checkout Session and the
 * browser goes there. A guest signs up first; the choice waits and checkout
 * follows as soon as they are signed in on this page. A refusal shows the
 * server's own words (e.g. verify your address first), never a fake success.
 */
export function useCheckout(standing: Standing) {
  const authModal = useAuthModal();
  const [busy, setBusy] = useState<PendingCheckout | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = useCallback(async (choice: PendingCheckout) => {
    setBusy(choice);
    setError(null);
    try {
      const { url } = await apiRequest("/v1/billing/checkout", {
        method: "POST",
        body: choice,
        schema: redirectResponseSchema,
      });
      // Stays busy: the browser is leaving for Stripe.
      window.location.assign(url);
    } catch (failure) {
      setBusy(null);
      setError(failureMessage(failure, "Checkout could not be started. Please try again."));
    }
  }, []);

  useEffect(() => {
    if (standing.kind === "loading" || standing.kind === "guest") return;
    const pending = takePendingCheckout();
    // Only if the account may still buy it (a new account may, say, be an institution member).
    if (pending && offerFor(pending.plan, standing).kind === "buy") void start(pending);
  }, [standing, start]);

  const choose = (choice: PendingCheckout, signUpFirst: boolean) => {
    if (!signUpFirst) return void start(choice);
    savePendingCheckout(choice);
    authModal.open("sign-up");
  };

  return { choose, busy, error };
}
