// The access state of docs/requirements.md §3, derived in one place from what the auth source
// (use-access-source.ts, reading GET /api/me) knows; every consumer reads this
// shape. The server enforces the same rules on every API call.

export type UserRole = "user" | "admin";

/** The user's institution and their role in it (decision 0037), as GET /api/me says. */
export interface AccessInstitution {
  id: string;
  name: string;
  role: "admin" | "evaluator" | "viewer";
}

export interface AccessUser {
  id: string;
  email: string;
  role: UserRole;
  emailVerified: boolean;
}

export interface AccessState {
  user: AccessUser | null;
  /** Session still being resolved: the app shows "Loading Application...". */
  isLoading: boolean;
  /** Role lookup in flight; until it ends the user is treated as non-admin. */
  roleLoading: boolean;
  isAdmin: boolean;
  /** Admin, active/trialing subscription, or institution access (docs/requirements.md §6). */
  hasPremiumAccess: boolean;
  /** Signed in and premium: premium pages may render. */
  canAccessPremium: boolean;
  /** Signed in without premium: premium pages show the upgrade prompt. */
  shouldShowUpgradePrompt: boolean;
  hasAccount: boolean;
  /** Platform operator (/sys-admin); decided by the server. */
  isOperator: boolean;
  /** A payment failed or is due: signed-in pages show the payment banner (issue 16). */
  hasPaymentProblem: boolean;
  /** Null for guests and people outside an institution. */
  institution: AccessInstitution | null;
}

/** What an auth source reports; everything else is derived. */
export interface AccessFacts {
  user: AccessUser | null;
  isLoading: boolean;
  roleLoading: boolean;
  hasActiveSubscription: boolean;
  hasInstitutionAccess: boolean;
  isOperator: boolean;
  hasPaymentProblem: boolean;
  institution?: AccessInstitution | null;
}

export function deriveAccess(facts: AccessFacts): AccessState {
  const { user, isLoading, roleLoading } = facts;
  const hasAccount = user !== null;
  // A failed or pending role lookup means non-admin (docs/requirements.md §6).
  const isAdmin = hasAccount && !roleLoading && user.role === "admin";
  const hasPremiumAccess = hasAccount && (isAdmin || facts.hasActiveSubscription || facts.hasInstitutionAccess);
  return {
    user,
    isLoading,
    roleLoading,
    isAdmin,
    hasPremiumAccess,
    canAccessPremium: hasPremiumAccess,
    shouldShowUpgradePrompt: hasAccount && !hasPremiumAccess,
    hasAccount,
    isOperator: hasAccount && facts.isOperator,
    hasPaymentProblem: hasAccount && facts.hasPaymentProblem,
    institution: (hasAccount && facts.institution) || null,
  };
}

export const guestFacts: AccessFacts = {
  user: null,
  isLoading: false,
  roleLoading: false,
  hasActiveSubscription: false,
  hasInstitutionAccess: false,
  isOperator: false,
  hasPaymentProblem: false,
};

/** docs/requirements.md §4 membership tiers, which drive the navigation. */
export type MembershipTier = "guest" | "registered" | "subscriber";

export function membershipTier(access: Pick<AccessState, "hasAccount" | "hasPremiumAccess">): MembershipTier {
  if (!access.hasAccount) return "guest";
  return access.hasPremiumAccess ? "subscriber" : "registered";
}
