import { describe, expect, it } from "vitest";
import { type AccessFacts, deriveAccess, guestFacts, membershipTier } from "./access-state";

const member = { id: "u1", email: "eva@uni.example", role: "user" as const, emailVerified: true };

function access(facts: Partial<AccessFacts>) {
  return deriveAccess({ ...guestFacts, ...facts });
}

describe("access state", () => {
  it("a guest has no account and no premium", () => {
    const state = access({});
    expect(state).toMatchObject({
      hasAccount: false,
      isAdmin: false,
      hasPremiumAccess: false,
      shouldShowUpgradePrompt: false,
    });
    expect(membershipTier(state)).toBe("guest");
  });

  it("a registered user without a plan is shown the upgrade prompt", () => {
    const state = access({ user: member });
    expect(state).toMatchObject({ hasAccount: true, hasPremiumAccess: false, shouldShowUpgradePrompt: true });
    expect(membershipTier(state)).toBe("registered");
  });

  it("subscription, institution access or admin role each give premium", () => {
    for (const facts of [
      { user: member, hasActiveSubscription: true },
      { user: member, hasInstitutionAccess: true },
      { user: { ...member, role: "admin" as const } },
    ]) {
      const state = access(facts);
      expect(state.canAccessPremium).toBe(true);
      expect(membershipTier(state)).toBe("subscriber");
    }
  });

  it("treats the user as non-admin while the role is loading", () => {
    const state = access({ user: { ...member, role: "admin" }, roleLoading: true });
    expect(state.isAdmin).toBe(false);
  });
});
