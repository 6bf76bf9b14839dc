import { clientRoutes, hasPage } from "@gradeatlas/contracts/client-routes";

// Every page's path, spelled once: the contracts' list of client routes, which
// the server also answers 200 for (any other path gets 404). A page and its
// links arrive together when its route joins that list.
export const paths = clientRoutes;

/** The plans page, opened from a premium teaser (docs/requirements.md §2 `ref` values). */
export type PremiumRef = "dashboard" | "history" | "team" | "account" | "crm" | "notify" | "insights" | "gpa-report";

export function premiumPath(ref: PremiumRef): string {
  return `${paths.premium}?ref=${ref}`;
}

export { hasPage };
