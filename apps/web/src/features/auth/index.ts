// The auth feature's public entry: what other features may use of it.
export { useAuthModal } from "./auth-modal-context";
export { forgetSession, useAuthActions } from "./use-auth-actions";
