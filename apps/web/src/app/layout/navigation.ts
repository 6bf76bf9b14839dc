import type { MembershipTier } from "../../lib/access/access-state";
import { hasPage, paths, premiumPath } from "../../lib/paths";

// The menus of docs/requirements.md §2 "Layout" as data, per tier. Components render what
// visibleEntries() keeps: only items whose page exists in this build.

export interface NavLink {
  kind: "link";
  label: string;
  to: string;
}

/** A premium link shown greyed (not clickable) to registered users without premium. */
export interface NavLocked {
  kind: "locked";
  label: string;
  to: string;
}

/** A dropdown (desktop) or drawer (mobile) of links; disabled for registered users. */
export interface NavGroup {
  kind: "group";
  label: string;
  disabled: boolean;
  items: NavLink[];
}

export type NavEntry = NavLink | NavLocked | NavGroup;

const link = (label: string, to: string): NavLink => ({ kind: "link", label, to });
const locked = (label: string, to: string): NavLocked => ({ kind: "locked", label, to });
const group = (label: string, items: NavLink[], disabled = false): NavGroup => ({
  kind: "group",
  label,
  disabled,
  items,
});

const resources = [link("Global Education Systems", paths.educationSystems), link("Curated Events", paths.events)];

const premiumFeatures = [
  link("Dashboard", premiumPath("dashboard")),
  link("Calculation History", premiumPath("history")),
  link("Team Collaboration", premiumPath("team")),
  link("CRM Sync", premiumPath("crm")),
  link("Notify Students", premiumPath("notify")),
  link("Data Insights", premiumPath("insights")),
  link("GPA Report", premiumPath("gpa-report")),
];

export function desktopNav(tier: MembershipTier, isAdmin: boolean): NavEntry[] {
  switch (tier) {
    case "guest":
      return [group("Premium Features", premiumFeatures), link("Calculator", paths.calculator)];
    case "registered":
      return [
        group("Resources", resources, true),
        link("Calculator", paths.calculator),
        locked("Dashboard", paths.dashboard),
        locked("History", paths.history),
      ];
    case "subscriber":
      return [
        group("Resources", resources),
        link("Calculator", paths.calculator),
        link("Dashboard", paths.dashboard),
        link("History", paths.history),
        ...(isAdmin ? [link("My Team", paths.myTeam)] : []),
      ];
  }
}

/** The four items of the mobile bottom bar. */
export function mobileNav(tier: MembershipTier): NavEntry[] {
  if (tier === "subscriber") {
    return [
      link("Calculator", paths.calculator),
      link("Dashboard", paths.dashboard),
      link("History", paths.history),
      group("Resources", resources),
    ];
  }
  return [
    link("Calculator", paths.calculator),
    link("Reference", paths.educationSystems),
    link("Events", paths.events),
    link("Premium", paths.premium),
  ];
}

/** Drops entries (and group items) whose page does not exist yet, and groups left empty. */
export function visibleEntries(entries: NavEntry[], exists: (path: string) => boolean = hasPage): NavEntry[] {
  return entries.flatMap((entry): NavEntry[] => {
    if (entry.kind !== "group") return exists(entry.to) ? [entry] : [];
    const items = entry.items.filter((item) => exists(item.to));
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}
