import { lazy, type ReactNode, Suspense } from "react";
import { Navigate } from "react-router";
import { useAccess } from "../../lib/access/access-context";
import { paths } from "../../lib/paths";

// The prompt is a radix AlertDialog: loaded only when someone needs it.
const UpgradePrompt = lazy(() =>
  import("../../features/premium/upgrade-prompt").then((m) => ({ default: m.UpgradePrompt })),
);

/**
 * docs/requirements.md §4 feature guard for premium screens: premium access shows the
 * content; a signed-in user without it sees the upgrade prompt over the
 * content; no account → /account (whose route guard sends guests to /).
 */
export function FeatureGuard({ children }: { children: ReactNode }) {
  const access = useAccess();
  if (access.canAccessPremium) return children;
  if (access.shouldShowUpgradePrompt) {
    return (
      <>
        <div inert aria-hidden="true">
          {children}
        </div>
        <Suspense fallback={null}>
          <UpgradePrompt />
        </Suspense>
      </>
    );
  }
  if (access.hasAccount) return <Navigate to={paths.home} replace />;
  return <Navigate to={paths.account} replace />;
}
