import { lazy, type ReactNode, Suspense } from "react";
import { Navigate } from "react-router";
import { useAccess } from "../../lib/access/access-context";
import { paths } from "../../lib/paths";

// The prompt is a radix AlertDialog: loaded, with the outline it stands over,
// only when someone needs it.
const UpgradeOverlay = lazy(() => import("./upgrade-overlay").then((m) => ({ default: m.UpgradeOverlay })));

/**
 * docs/requirements.md §4 feature guard for premium screens: premium access shows the
 * content; a signed-in user without it sees the upgrade prompt over the
 * content; no account → /account (whose route guard sends guests to /).
 *
 * Under the prompt the page itself is not rendered: it would ask the premium
 * API for data this user may not read (refused with 403, retried, and a
 * "Loading…" spinner that never ends behind the dialog). A still outline
 * with the page's `title` stands in for it, and the page's code is not even
 * downloaded.
 */
export function FeatureGuard({ title, children }: { title: string; children: ReactNode }) {
  const access = useAccess();
  if (access.canAccessPremium) return children;
  if (access.shouldShowUpgradePrompt) {
    return (
      <Suspense fallback={null}>
        <UpgradeOverlay title={title} />
      </Suspense>
    );
  }
  if (access.hasAccount) return <Navigate to={paths.home} replace />;
  return <Navigate to={paths.account} replace />;
}
