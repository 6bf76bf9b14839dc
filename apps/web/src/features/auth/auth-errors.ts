import { ApiError } from "../../lib/api-client";

/** docs/requirements.md §8: the server's message, or "Authentication failed" when it gives none. */
export function authFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && error.message && error.message !== "An error occurred.") {
    return error.message;
  }
  if (error instanceof ApiError && error.status === 0) return error.message;
  return "Authentication failed";
}
