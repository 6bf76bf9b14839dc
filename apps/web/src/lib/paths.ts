import { hasPage } from "@gradeatlas/contracts/client-routes";

// Every page SPEC §2 names, so links are spelled once. Only paths for which
// hasPage() is true exist in this build: navigation filters on it, so a page
// appears in the menus in the same change that adds it to the contracts.
export const paths = {
  home: "/",
  calculator: "/calculator",
  dashboard: "/dashboard",
  history: "/history",
  myTeam: "/my-team",
  account: "/account",
  billing: "/account/billing",
  readingList: "/account/reading-list",
  premium: "/premium",
  about: "/about",
  terms: "/terms",
  blog: "/blog",
  events: "/events",
  educationSystems: "/global-education-systems",
  crmMappingGuide: "/crm-mapping-guide",
  oneAdmission: "/one-admission",
  sysAdmin: "/sys-admin",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  training: "/training",
} as const;

/** The plans page, opened from a premium teaser (SPEC §2 `ref` values). */
export type PremiumRef = "dashboard" | "history" | "team" | "account" | "crm" | "notify" | "insights" | "gpa-report";

export function premiumPath(ref: PremiumRef): string {
  return `${paths.premium}?ref=${ref}`;
}

export { hasPage };
