import type { PremiumSource, Tier } from "@gradeatlas/contracts/access";

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
