import { Link } from "react-router";
import { paths } from "../../lib/paths";
import { useBillingStatus } from "./use-billing-status";

const FALLBACK = "There is a problem with your last payment. Update your payment method to keep premium.";
const linkClass = "font-semibold text-red-950 underline hover:text-red-800";

/** The message and the way to fix it: Stripe's page for the failed invoice, else /account/billing. */
export function PaymentProblemDetails() {
  // Cached like any query (SPEC §9): the banner does not ask again on every page.
  const status = useBillingStatus();
  if (status.isPending) return null;
  // The flag said there is a problem; a failed read still shows the banner, with the billing page to look at.
  if (status.isSuccess && !status.data.paymentProblem) return null;
  const problem = status.data?.paymentProblem;
  return (
    <div role="alert" className="border-b border-red-300 bg-red-50 px-4 py-3 text-sm text-red-950 sm:px-6">
      <p className="mx-auto max-w-6xl">
        {problem?.message ?? FALLBACK}{" "}
        {problem?.invoiceUrl ? (
          <a href={problem.invoiceUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Pay the invoice on Stripe<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <Link to={paths.accountBilling} className={linkClass}>
            Update your payment method
          </Link>
        )}
      </p>
    </div>
  );
}
