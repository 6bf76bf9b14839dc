import type { MeResponse } from "@gradeatlas/contracts/access";
import type { ResetTokenStatus } from "@gradeatlas/contracts/password-reset";
import { apiRequest } from "./api-client";

// The browser's side of accounts: Better Auth's endpoints under /api/auth and
// ours under /api/v1. Passwords and sessions never touch anything but these.

// Typed by the contract, not parsed with it: our own server's answer, and
// zod stays out of the first page load.
export const fetchMe = (): Promise<MeResponse> => apiRequest<MeResponse>("/me");

export function signIn(input: { email: string; password: string; termsAccepted: boolean }) {
  return apiRequest("/auth/sign-in/email", { method: "POST", body: input });
}

export function signUp(input: { email: string; password: string; termsAccepted: boolean; newsOptIn: boolean }) {
  // SPEC §7: sign-up metadata is full_name (empty), terms_accepted, news_opt_in.
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

export function checkResetToken(token: string): Promise<ResetTokenStatus> {
  return apiRequest<ResetTokenStatus>(`/v1/password-reset/token?token=${encodeURIComponent(token)}`);
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
