import { clientRoutes, hasPage } from "@gradeatlas/contracts/client-routes";

// Every page's path, spelled once: the contracts' list of client routes, which
// the server also answers 200 for (any other path gets 404). A page and its
// links arrive together when its route joins that list.
export const paths = clientRoutes;

/** The plans page's `ref` values (docs/requirements.md §2): the premium teaser a visitor came from. */
export const premiumRefs = [
  "dashboard",
  "history",
  "team",
  "account",
  "crm",
  "notify",
  "insights",
  "gpa-report",
] as const;
export type PremiumRef = (typeof premiumRefs)[number];

export function premiumPath(ref: PremiumRef): string {
  return `${paths.premium}?ref=${ref}`;
}

export { hasPage };

/** Navigation state of a page reached because the last one closed to the user: what happened, said on arrival. */
export type LeavingNotice = { notice: string };

export const leavingNotice = (state: unknown): string | null =>
  typeof state === "object" && state !== null && typeof (state as { notice?: unknown }).notice === "string"
    ? (state as LeavingNotice).notice
    : null;
