import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { LoadingIndicator } from "../../components/ui/loading";
import { AuthModalProvider } from "../../features/auth/auth-modal";
import { PaymentProblemBanner } from "../../features/billing";
import { LeadAccessProvider } from "../../features/leads/lead-modal";
import { InstallBanner, UpdatePrompt } from "../../features/pwa/pwa-ui";
import { CrashProbe } from "../errors/crash-probe";
import { PageErrorBoundary } from "../errors/page-error-boundary";
import { MobileBottomBar } from "./mobile-bottom-bar";
import { MobileLegalLinks } from "./mobile-legal-links";
import { ScrollToTopButton } from "./scroll-to-top-button";
import { SiteFooter } from "./site-footer";
import { MAIN_CONTENT_ID, SkipLinks } from "./skip-links";
import { TopBar } from "./top-bar";
import { useRouteEffects } from "./use-route-effects";

/** The shell around every page: top bar, main content, footer (desktop) or legal line (phones), mobile bar. */
export function AppLayout() {
  const { pathname } = useLocation();
  useRouteEffects();

  return (
    <AuthModalProvider>
      <LeadAccessProvider>
        <div className="flex min-h-dvh flex-col pb-[calc(4.5rem+env(safe-area-inset-bottom))] md:pb-0">
          <CrashProbe />
          <SkipLinks />
          <TopBar />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
            <PaymentProblemBanner />
            {/* Keyed by path: a page that failed is retried fresh after navigating away. */}
            <PageErrorBoundary key={pathname}>
              <Suspense fallback={<LoadingIndicator label="Loading content..." />}>
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </main>
          <SiteFooter />
          <MobileLegalLinks />
          <MobileBottomBar />
          <ScrollToTopButton />
          <InstallBanner />
          <UpdatePrompt />
        </div>
      </LeadAccessProvider>
    </AuthModalProvider>
  );
}
