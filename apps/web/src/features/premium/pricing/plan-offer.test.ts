import type { BillingStatus } from "@gradeatlas/contracts/billing";
import { describe, expect, it } from "vitest";
import { offerFor, offerNotes } from "./plan-offer";
import { standingOf } from "./visitor-standing";

const status = (over: Partial<BillingStatus>): BillingStatus => ({
  configured: true,
  plan: null,
  interval: null,
  status: null,
  subscriptionStatus: null,
  active: false,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  paymentMethod: null,
  invoices: [],
  paymentProblem: null,
  canManage: false,
  ...over,
});
const signedIn = { isLoading: false, user: { id: "u1" }, isAdmin: false, premiumSource: "none" as const };
const loaded = (data: BillingStatus) => ({ status: "success" as const, data });

const offers = (...args: Parameters<typeof standingOf>) => {
  const standing = standingOf(...args);
  return { personal: offerFor("personal", standing), institution: offerFor("institution", standing) };
};

describe("the call to action on /premium, per visitor", () => {
  it("a guest buys Personal by signing up first, and is told who buys the Institution plan", () => {
    expect(offers({ ...signedIn, user: null }, { status: "pending" })).toEqual({
      personal: { kind: "buy", signUpFirst: true },
      institution: { kind: "note", text: offerNotes.institutionGuest },
    });
  });

  it("a registered user without premium goes to checkout; only an admin may buy the Institution plan", () => {
    expect(offers(signedIn, loaded(status({})))).toEqual({
      personal: { kind: "buy", signUpFirst: false },
      institution: { kind: "note", text: offerNotes.institutionBuyer },
    });
    // A plan that ended may be bought again.
    expect(offers(signedIn, loaded(status({ plan: "personal", status: "canceled" }))).personal).toEqual({
      kind: "buy",
      signUpFirst: false,
    });
  });

  it("a subscriber of a Stripe plan manages billing, also while a payment is due", () => {
    const paying = { ...signedIn, premiumSource: "personal" as const };
    expect(offers(paying, loaded(status({ plan: "personal", status: "active", active: true })))).toEqual({
      personal: { kind: "manage" },
      institution: { kind: "note", text: offerNotes.otherPlan },
    });
    expect(offers(signedIn, loaded(status({ plan: "personal", status: "past_due" }))).personal).toEqual({
      kind: "manage",
    });
  });

  it("premium through the institution or a plan granted by hand says so, with no buy button", () => {
    const member = offers({ ...signedIn, premiumSource: "institution" }, { status: "pending" });
    expect(member).toEqual({
      personal: { kind: "note", text: offerNotes.institutionMember },
      institution: { kind: "note", text: offerNotes.institutionMember },
    });
    const granted = offers(
      { ...signedIn, premiumSource: "personal" },
      loaded(status({ plan: "manual", status: "active", active: true })),
    );
    expect(granted).toEqual({
      personal: { kind: "note", text: offerNotes.granted },
      institution: { kind: "note", text: offerNotes.granted },
    });
  });

  it("an admin (premium by role) may buy the Institution plan but not Personal", () => {
    expect(offers({ ...signedIn, isAdmin: true, premiumSource: "admin" }, loaded(status({})))).toEqual({
      personal: { kind: "note", text: offerNotes.adminPersonal },
      institution: { kind: "buy", signUpFirst: false },
    });
  });

  it("waits for the session and the user's plan before offering anything", () => {
    expect(offers({ ...signedIn, isLoading: true }, { status: "pending" }).personal).toEqual({ kind: "loading" });
    expect(offers(signedIn, { status: "pending" }).personal).toEqual({ kind: "loading" });
  });
});
