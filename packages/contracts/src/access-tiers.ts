// The tiers and premium sources of docs/requirements.md §4, without zod: the
// web app's first view reads them (to check GET /api/me) and must stay free of
// a schema library.
export const tiers = ["free", "registered", "subscriber"] as const;
export type Tier = (typeof tiers)[number];
export const premiumSources = ["personal", "institution", "admin", "none"] as const;
export type PremiumSource = (typeof premiumSources)[number];
/** A member's role in their institution (decision 0037): admins manage it, evaluators convert and save, viewers read. */
export const institutionRoles = ["admin", "evaluator", "viewer"] as const;
export type InstitutionRole = (typeof institutionRoles)[number];
