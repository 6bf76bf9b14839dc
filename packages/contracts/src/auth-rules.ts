// docs/requirements.md §5 rules of the sign-in/up form, shared by the form and the server.
// No zod here: the web app loads this with its first page.

export const PASSWORD_MIN_LENGTH = 6;

export const authMessages = {
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 6 characters",
  termsRequired: "You must accept the Terms of Service",
} as const;

/** The longest full name the account page and the server accept. */
export const FULL_NAME_MAX_LENGTH = 200;
