import { type ClientRouteName, clientRoutes } from "@gradeatlas/contracts/client-routes";
import { type ComponentType, lazy } from "react";
import { type RouteObject, useRoutes } from "react-router";
import { FeatureGuard } from "./access/feature-guard";
import { RouteGuard, type RouteNeed } from "./access/route-guard";
import { AppLayout } from "./layout/app-layout";

// Pages are code-split with React.lazy and shown through the layout's
// <Suspense> ("Loading content..."). Route-level `lazy` was not used: on a
// first visit the router renders nothing of the shell until a lazy route has
// loaded, while this way the top bar and footer paint at once.
const CalculatorPage = lazy(() =>
  import("../features/calculator/calculator-page").then((m) => ({ default: m.CalculatorPage })),
);
const NotFoundPage = lazy(() =>
  import("../features/not-found/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);
const DashboardPage = lazy(() =>
  import("../features/dashboard/dashboard-page").then((m) => ({ default: m.DashboardPage })),
);
const HistoryPage = lazy(() => import("../features/history/history-page").then((m) => ({ default: m.HistoryPage })));
const MyTeamPage = lazy(() => import("../features/team/my-team-page").then((m) => ({ default: m.MyTeamPage })));
const CustomScalesPage = lazy(() =>
  import("../features/custom-scales/custom-scales-page").then((m) => ({ default: m.CustomScalesPage })),
);
const AuditTrailPage = lazy(() =>
  import("../features/audit/audit-trail-page").then((m) => ({ default: m.AuditTrailPage })),
);
const HouseRulesPage = lazy(() =>
  import("../features/house-rules/house-rules-page").then((m) => ({ default: m.HouseRulesPage })),
);
const BrandingPage = lazy(() =>
  import("../features/branding/branding-page").then((m) => ({ default: m.BrandingPage })),
);
const crmSyncPages = () => import("../features/crm-sync/pages");
const IntegrationsPage = lazy(() => crmSyncPages().then((m) => ({ default: m.IntegrationsPage })));
const SyncLogPage = lazy(() => crmSyncPages().then((m) => ({ default: m.SyncLogPage })));
const billingPages = () => import("../features/billing/billing-pages");
const noticePages = () => import("../features/notices/pages");
const NoticeTemplatePage = lazy(() => noticePages().then((m) => ({ default: m.NoticeTemplatePage })));
const StopEmailsPage = lazy(() => noticePages().then((m) => ({ default: m.StopEmailsPage })));
const AccountBillingPage = lazy(() => billingPages().then((m) => ({ default: m.AccountBillingPage })));
const SubscriptionSuccessPage = lazy(() => billingPages().then((m) => ({ default: m.SubscriptionSuccessPage })));
const PremiumPage = lazy(() => import("../features/premium/premium-page").then((m) => ({ default: m.PremiumPage })));
const AccountPage = lazy(() => import("../features/account/account-page").then((m) => ({ default: m.AccountPage })));
const SysAdminPage = lazy(() =>
  import("../features/sys-admin/sys-admin-page").then((m) => ({ default: m.SysAdminPage })),
);
const TrainingPage = lazy(() =>
  import("../features/training/training-page").then((m) => ({ default: m.TrainingPage })),
);
const AboutPage = lazy(() => import("../features/about/about-page").then((m) => ({ default: m.AboutPage })));
const TermsPage = lazy(() => import("../features/legal/terms-page").then((m) => ({ default: m.TermsPage })));
const CrmMappingGuidePage = lazy(() =>
  import("../features/crm-guide/crm-mapping-guide-page").then((m) => ({ default: m.CrmMappingGuidePage })),
);
const OneAdmissionPage = lazy(() =>
  import("../features/one-admission/one-admission-page").then((m) => ({ default: m.OneAdmissionPage })),
);
const educationSystemPages = () => import("../features/education-systems/education-system-pages");
const EducationSystemsPage = lazy(() => educationSystemPages().then((m) => ({ default: m.EducationSystemsPage })));
const EducationSystemPage = lazy(() => educationSystemPages().then((m) => ({ default: m.EducationSystemPage })));
const blogPages = () => import("../features/content/blog-pages");
const BlogPage = lazy(() => blogPages().then((m) => ({ default: m.BlogPage })));
const BlogPostPage = lazy(() => blogPages().then((m) => ({ default: m.BlogPostPage })));
const eventPages = () => import("../features/content/events-pages");
const EventsPage = lazy(() => eventPages().then((m) => ({ default: m.EventsPage })));
const EventPage = lazy(() => eventPages().then((m) => ({ default: m.EventPage })));
const ReadingListPage = lazy(() =>
  import("../features/reading-list/reading-list-page").then((m) => ({ default: m.ReadingListPage })),
);
const ForgotPasswordPage = lazy(() =>
  import("../features/password/forgot-password-page").then((m) => ({ default: m.ForgotPasswordPage })),
);
const SetNewPasswordPage = lazy(() =>
  import("../features/password/set-new-password-page").then((m) => ({ default: m.SetNewPasswordPage })),
);
const VerifyPage = lazy(() => import("../features/verify/verify-page").then((m) => ({ default: m.VerifyPage })));
const JoinInstitutionPage = lazy(() =>
  import("../features/team/join-institution-page").then((m) => ({ default: m.JoinInstitutionPage })),
);

/**
 * A page behind the docs/requirements.md §4 route guard and, for premium areas
 * (given the page's title, shown behind the upgrade prompt), the feature guard.
 */
function guarded(Page: ComponentType, need: RouteNeed, premiumTitle?: string): ComponentType {
  return function Guarded() {
    const page = premiumTitle ? (
      <FeatureGuard title={premiumTitle}>
        <Page />
      </FeatureGuard>
    ) : (
      <Page />
    );
    return <RouteGuard need={need}>{page}</RouteGuard>;
  };
}

// Exactly the routes of the contracts: adding one there without a page here
// is a type error.
const pages: Record<ClientRouteName, ComponentType> = {
  home: CalculatorPage,
  calculator: CalculatorPage,
  dashboard: guarded(DashboardPage, "signed-in", "Dashboard"),
  history: guarded(HistoryPage, "signed-in", "Calculation History"),
  myTeam: guarded(MyTeamPage, "admin"),
  // Every member reads the institution's scales; the page lets only its admins change them.
  customScales: guarded(CustomScalesPage, "institution"),
  myTeamAudit: guarded(AuditTrailPage, "admin"),
  // Admins edit; evaluators and viewers read what their calculator applies.
  houseRules: guarded(HouseRulesPage, "institution"),
  // Admins edit the office's part; every member (and a subscriber on their own) sets their title and signature.
  reportBranding: guarded(BrandingPage, "signed-in"),
  // Admins edit the e-mail to applicants; other members read it.
  noticeTemplate: guarded(NoticeTemplatePage, "institution"),
  // Admins of a premium institution set it up; other members are told who does.
  crmSync: guarded(IntegrationsPage, "institution"),
  crmSyncLog: guarded(SyncLogPage, "institution"),
  account: guarded(AccountPage, "signed-in"),
  accountBilling: guarded(AccountBillingPage, "signed-in"),
  subscriptionSuccess: guarded(SubscriptionSuccessPage, "signed-in"),
  premium: PremiumPage,
  sysAdmin: guarded(SysAdminPage, "operator"),
  forgotPassword: ForgotPasswordPage,
  resetPassword: SetNewPasswordPage,
  customPasswordReset: SetNewPasswordPage,
  updatePassword: SetNewPasswordPage,
  // Open to guests: the invited person signs in or signs up on the page itself.
  joinInstitution: JoinInstitutionPage,
  // Open to everyone: whoever holds a GPA report checks it here.
  verifyReport: VerifyPage,
  // Open to anyone with the link: the applicant has no account.
  stopEmails: StopEmailsPage,
  training: TrainingPage,
  about: AboutPage,
  terms: TermsPage,
  crmMappingGuide: CrmMappingGuidePage,
  oneAdmission: OneAdmissionPage,
  educationSystems: EducationSystemsPage,
  educationSystem: EducationSystemPage,
  blog: BlogPage,
  blogPost: BlogPostPage,
  events: EventsPage,
  event: EventPage,
  readingList: guarded(ReadingListPage, "signed-in", "Reading list"),
  accountReadingList: guarded(ReadingListPage, "signed-in", "Reading list"),
};

const pageRoutes: RouteObject[] = (Object.keys(clientRoutes) as ClientRouteName[]).map((name) => ({
  path: clientRoutes[name],
  Component: pages[name],
}));

const routes: RouteObject[] = [
  { Component: AppLayout, children: [...pageRoutes, { path: "*", Component: NotFoundPage }] },
];

/**
 * The app's routes, rendered inside <BrowserRouter> (main.tsx). Declarative
 * routing, not createBrowserRouter: nothing here uses loaders, actions or
 * fetchers, and the data router's code was ~15 KiB gzip of every first view
 * (decision 0051). A crash in the layout reaches AppErrorBoundary, which shows
 * the same screen the data router's ErrorBoundary did.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
