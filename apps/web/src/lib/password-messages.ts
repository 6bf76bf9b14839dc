import { ApiError } from "./api-client";

// docs/requirements.md §5 and §8, verbatim.
export const messages = {
  emailRequired: "Email address is required",
  emailInvalid: "Please enter a valid email address",
  rateLimited: "Too many requests. Please wait a moment before trying again.",
  userNotFound: "No account found with this email address.",
  sendFailed: "Failed to send password reset email. Please try again.",
  sendFailedToast: "Failed to send password reset email",
  sentToast: "Password reset email sent! Please check your inbox.",
  fieldRequired: "This field is required",
  passwordTooShort: "Password must be at least 6 characters long.",
  mismatch: "Passwords do not match.",
  invalidToken: "Invalid or expired token.",
  missingToken: "No reset token provided.",
  tokenCheckFailed: "Token validation failed.",
  linkExpired: "The password reset link has expired or is invalid.",
  updateFailed: "Failed to update password",
  updateFailedToast: "Error updating password",
  updatedToast: "Your password has been updated successfully!",
} as const;

/** Loose on purpose: the server has the final word; this catches typos early. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** docs/requirements.md §8: a reset request's failure, by what the error contains. */
export function resetRequestFailure(error: unknown): string {
  const text = error instanceof ApiError ? `${error.status} ${error.code} ${error.message}`.toLowerCase() : "";
  if ((error instanceof ApiError && error.status === 429) || text.includes("rate_limit")) return messages.rateLimited;
  if (text.includes("user_not_found")) return messages.userNotFound;
  return messages.sendFailed;
}

/** A new password: required and 6+ characters (docs/requirements.md §5). */
export function newPasswordRule(value: string): true | string {
  if (!value) return messages.fieldRequired;
  if (value.length < 6) return messages.passwordTooShort;
  return true;
}

/** The confirmation field: required and equal to the new password. */
export const confirmPasswordRule =
  (newPassword: () => string) =>
  (value: string): true | string => {
    if (!value) return messages.fieldRequired;
    return value === newPassword() ? true : messages.mismatch;
  };
