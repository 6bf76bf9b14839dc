import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { FormAlert } from "../../components/ui/form-fields";
import { LoadingIndicator } from "../../components/ui/loading";
import { useAccess } from "../../lib/access/access-context";
import { ME_QUERY_KEY } from "../../lib/access/use-access-source";
import { fetchMe } from "../../lib/auth-client";
import { CHECKOUT_CANCELLED_TEXT, withoutCancelledMarker } from "./checkout-cancelled";
import { featureOfRef, premiumFeatures } from "./premium-features";
import { PremiumFeaturesSection } from "./premium-features-section";
import { PricingSection } from "./pricing/pricing-section";
import { useBillingStatus } from "./pricing/use-billing";
import { standingOf } from "./pricing/visitor-standing";

// The demo brings its charts (Recharts) only when /premium is opened.
const AnalyticsDemo = lazy(() => import("./analytics-demo/analytics-demo"));

/** /premium: what premium adds, the plans and prices, and a demo of the insights. Core conversion stays free. */
export function PremiumPage() {
  const [params, setParams] = useSearchParams();
  const highlighted = featureOfRef(params.get("ref"));
  // Read once: the marker leaves the address at once, the notice stays.
  const [cancelled] = useState(() => withoutCancelledMarker(params) !== null);
  useEffect(() => {
    const rest = withoutCancelledMarker(params);
    if (rest) setParams(rest, { replace: true });
  }, [params, setParams]);

  const access = useAccess();
  // The premium source is the server's word (GET /api/me, already cached by the access provider).
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, enabled: access.hasAccount });
  const billing = useBillingStatus(access.hasAccount);
  const standing = standingOf(
    {
      isLoading: access.isLoading || (access.hasAccount && me.isPending),
      user: access.user,
      isAdmin: access.isAdmin,
      premiumSource: me.data?.premiumSource ?? "none",
    },
    { status: billing.status, data: billing.data },
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Premium · GradeAtlas</title>
      <meta
        name="description"
        content="GradeAtlas Premium for admissions teams: saved history, team features and CRM sync. Plans and prices."
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">GradeAtlas Premium</h1>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">
        For admissions teams who convert transcripts every day. The calculator, the academic report and the training aid
        are free and will stay free.
      </p>
      {cancelled && (
        <div className="mt-6">
          <FormAlert tone="success">{CHECKOUT_CANCELLED_TEXT}</FormAlert>
        </div>
      )}
      {highlighted && (
        <p
          data-testid="premium-ref-note"
          className="mt-6 rounded-md border border-blue-300 bg-blue-50 px-4 py-3 text-sm text-blue-950"
        >
          You came from <strong>{highlighted.title}</strong>: it is part of GradeAtlas Premium. {highlighted.text}
        </p>
      )}
      {access.hasPremiumAccess && (
        <p
          role="status"
          className="mt-6 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          Your account already has premium access.
        </p>
      )}
      <PremiumFeaturesSection features={premiumFeatures} highlighted={highlighted} />
      <PricingSection standing={standing} />
      <Suspense fallback={<LoadingIndicator label="Loading the demo..." />}>
        <AnalyticsDemo />
      </Suspense>
    </div>
  );
}
