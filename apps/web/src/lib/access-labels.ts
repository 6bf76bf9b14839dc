import type { InstitutionRole, PremiumSource, Tier } from "@gradeatlas/contracts/access";

/** Tiers and premium sources in words, for the account page and /sys-admin. */
export const tierLabels: Record<Tier, string> = { free: "Guest", registered: "Registered", subscriber: "Subscriber" };

export const premiumSourceLabels: Record<PremiumSource, string> = {
  personal: "Personal plan",
  institution: "Institution access",
  admin: "Admin role",
  none: "None",
};

/** The hint on a premium item a visitor without premium cannot open. */
export const PREMIUM_TOOLTIP = "Premium feature, please subscribe";

/** A member's role in their institution, in words (decision 0037). */
export const institutionRoleLabels: Record<InstitutionRole, string> = {
  admin: "Admin",
  evaluator: "Evaluator",
  viewer: "Viewer",
};

/** What each role may do, for the invite form, the invitation page and the account page. */
export const institutionRoleMeanings: Record<InstitutionRole, string> = {
  admin: "Manages the institution (members, roles, invitations, its name) and converts and saves calculations.",
  evaluator: "Converts transcripts and saves calculations to the institution's history.",
  viewer: "Reads the institution's history and insights, but does not save calculations.",
};
