import type { MeResponse } from "@gradeatlas/contracts/access";
import { institutionRoles, premiumSources, tiers } from "@gradeatlas/contracts/access-tiers";
import { apiRequest, type ResponseParser } from "./api-client";

// The browser's side of accounts: Better Auth's endpoints under /api/auth and
// ours under /api/v1. Passwords and sessions never touch anything but these.

// GET /api/me is read on every first view, where zod (about 90 KB) would break
// issue 5's JavaScript budget: this parser checks the contract's fields by hand
// (meResponseSchema in contracts/access.ts; auth-client.test.ts holds them together).
export const meResponseParser: ResponseParser<MeResponse> = {
  parse(data) {
    const me = data as Partial<Record<keyof MeResponse, unknown>> | null;
    const user = me?.user as Partial<Record<keyof NonNullable<MeResponse["user"]>, unknown>> | null | undefined;
    const validUser =
      user === null ||
      (typeof user === "object" &&
        typeof user.id === "string" &&
        typeof user.email === "string" &&
        (user.role === null || typeof user.role === "string") &&
        typeof user.emailVerified === "boolean");
    const institution = me?.institution as Record<string, unknown> | null | undefined;
    const validInstitution =
      institution === null ||
      (typeof institution === "object" &&
        typeof institution.id === "string" &&
        typeof institution.name === "string" &&
        institutionRoles.some((r) => r === institution.role));
    if (
      !validInstitution ||
      !validUser ||
      !tiers.some((t) => t === me?.tier) ||
      !premiumSources.some((s) => s === me?.premiumSource) ||
      typeof me?.isAdmin !== "boolean" ||
      typeof me.isOperator !== "boolean" ||
      typeof me.paymentProblem !== "boolean"
    ) {
      throw new Error("GET /api/me answered with an unexpected shape.");
    }
    return me as MeResponse;
  },
};

export const fetchMe = (): Promise<MeResponse> => apiRequest("/me", { schema: meResponseParser });

export function signIn(input: { email: string; password: string; termsAccepted: boolean }) {
  return apiRequest("/auth/sign-in/email", { method: "POST", body: input });
}

export function signUp(input: { email: string; password: string; termsAccepted: boolean; newsOptIn: boolean }) {
  // docs/requirements.md §7: sign-up metadata is full_name (empty), terms_accepted, news_opt_in.
  return apiRequest("/auth/sign-up/email", {
    method: "POST",
    body: { ...input, name: "", fullName: "", callbackURL: "/account" },
  });
}

export const signOut = () => apiRequest("/auth/sign-out", { method: "POST", body: {} });

export function requestPasswordReset(email: string) {
  return apiRequest("/auth/request-password-reset", {
    method: "POST",
    body: { email, redirectTo: `${window.location.origin}/reset-password` },
  });
}

export const resetPassword = (token: string, newPassword: string) =>
  apiRequest("/auth/reset-password", { method: "POST", body: { token, newPassword } });

export const sendVerificationEmail = (email: string) =>
  apiRequest("/auth/send-verification-email", { method: "POST", body: { email, callbackURL: "/account" } });

export const changePassword = (currentPassword: string, newPassword: string) =>
  apiRequest("/auth/change-password", {
    method: "POST",
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });

export const updateFullName = (fullName: string) =>
  apiRequest("/auth/update-user", { method: "POST", body: { fullName, name: fullName } });

export const deleteAccount = (password: string) =>
  apiRequest("/auth/delete-user", { method: "POST", body: { password } });
