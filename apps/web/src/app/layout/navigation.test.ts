import { describe, expect, it } from "vitest";
import { desktopNav, mobileNav, type NavEntry, visibleEntries } from "./navigation";

const labels = (entries: NavEntry[]) => entries.map((e) => e.label);
const everything = () => true;

describe("desktop navigation per tier (docs/requirements.md §2)", () => {
  it("guest: Premium Features dropdown and Calculator", () => {
    expect(labels(desktopNav("guest", false))).toEqual(["Premium Features", "Calculator"]);
  });

  it("registered: disabled Resources, Calculator, greyed premium links", () => {
    const nav = desktopNav("registered", false);
    expect(labels(nav)).toEqual(["Resources", "Calculator", "Dashboard", "History"]);
    expect(nav[0]).toMatchObject({ kind: "group", disabled: true });
    expect(nav.slice(2).every((e) => e.kind === "locked")).toBe(true);
  });

  it("subscriber: My Team only for admins", () => {
    expect(labels(desktopNav("subscriber", false))).toEqual(["Resources", "Calculator", "Dashboard", "History"]);
    expect(labels(desktopNav("subscriber", true))).toContain("My Team");
  });
});

describe("mobile bottom bar (docs/requirements.md §2)", () => {
  it("has four items for every tier", () => {
    expect(labels(mobileNav("subscriber"))).toEqual(["Calculator", "Dashboard", "History", "Resources"]);
    expect(labels(mobileNav("guest"))).toEqual(["Calculator", "Reference", "Events", "Premium"]);
    expect(labels(mobileNav("registered"))).toEqual(["Calculator", "Reference", "Events", "Premium"]);
  });
});

describe("only pages that exist are shown", () => {
  it("keeps everything when every page exists", () => {
    expect(visibleEntries(desktopNav("subscriber", true), everything)).toEqual(desktopNav("subscriber", true));
  });

  it("drops missing pages and empty groups", () => {
    const onlyCalculatorAndEvents = (path: string) => path === "/calculator" || path === "/events";
    const nav = visibleEntries(desktopNav("subscriber", false), onlyCalculatorAndEvents);
    expect(nav).toEqual([
      {
        kind: "group",
        label: "Resources",
        disabled: false,
        items: [{ kind: "link", label: "Curated Events", to: "/events" }],
      },
      { kind: "link", label: "Calculator", to: "/calculator" },
    ]);
  });

  it("in this build every menu entry has its page: a guest's menus are complete", () => {
    expect(labels(visibleEntries(desktopNav("guest", false)))).toEqual(["Premium Features", "Calculator"]);
    expect(labels(visibleEntries(mobileNav("guest")))).toEqual(["Calculator", "Reference", "Events", "Premium"]);
    expect(labels(visibleEntries(desktopNav("subscriber", true)))).toEqual([
      "Resources",
      "Calculator",
      "Dashboard",
      "History",
      "My Team",
    ]);
  });
});
