// The client routes that have a page. The server answers these with the SPA's
// HTML and status 200; every other non-API path gets the same HTML with 404, so
// crawlers and monitors see the truth. The web router registers exactly these.
// A route joins this list in the same change that builds its page: nothing
// here may lead to a placeholder.

export const clientRoutes = {
  home: "/",
  calculator: "/calculator",
  dashboard: "/dashboard",
  history: "/history",
  myTeam: "/my-team",
  customScales: "/my-team/scales",
  myTeamAudit: "/my-team/audit",
  houseRules: "/my-team/rules",
  reportBranding: "/my-team/branding",
  noticeTemplate: "/my-team/notices",
  account: "/account",
  accountBilling: "/account/billing",
  subscriptionSuccess: "/subscription/success",
  premium: "/premium",
  sysAdmin: "/sys-admin",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  customPasswordReset: "/custom-password-reset",
  updatePassword: "/update-password",
  joinInstitution: "/join-institution",
  verifyReport: "/verify/:code",
  stopEmails: "/stop-emails/:token",
  training: "/training",
  about: "/about",
  terms: "/terms",
  crmMappingGuide: "/crm-mapping-guide",
  crmSync: "/my-team/integrations",
  crmSyncLog: "/my-team/integrations/:id",
  oneAdmission: "/one-admission",
  educationSystems: "/global-education-systems",
  educationSystem: "/global-education-systems/:slug",
  blog: "/blog",
  blogPost: "/blog/:slug",
  events: "/events",
  event: "/events/:slug",
  readingList: "/reading-list",
  accountReadingList: "/account/reading-list",
} as const;

export type ClientRouteName = keyof typeof clientRoutes;

const patterns = Object.values(clientRoutes).map(toPattern);

function toPattern(route: string): RegExp {
  const escaped = route
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${escaped}/?$`);
}

/** True when `pathname` is one of the app's pages (trailing slash allowed). */
export function isClientRoute(pathname: string): boolean {
  return patterns.some((p) => p.test(pathname));
}

/** True when the route exists in this build, so navigation may link to it. */
export function hasPage(pathname: string): boolean {
  return isClientRoute(pathname.split(/[?#]/)[0] ?? pathname);
}
