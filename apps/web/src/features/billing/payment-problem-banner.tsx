import { lazy, Suspense } from "react";
import { useAccess } from "../../lib/access/access-context";

// The details (and zod, which checks them) load only for someone with a
// payment to fix: GET /api/me's flag decides, so nobody else, and no guest,
// reads GET /api/v1/billing from here.
const PaymentProblemDetails = lazy(() =>
  import("./payment-problem-details").then((m) => ({ default: m.PaymentProblemDetails })),
);

/** The payment-failure banner of issue 16 on every signed-in page. */
export function PaymentProblemBanner() {
  const access = useAccess();
  if (!access.hasPaymentProblem) return null;
  return (
    <Suspense fallback={null}>
      <PaymentProblemDetails />
    </Suspense>
  );
}
