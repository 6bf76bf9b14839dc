import { createContext, useContext } from "react";

export type AuthMode = "sign-in" | "sign-up";

export interface AuthModalControls {
  open(mode?: AuthMode): void;
}

export const AuthModalContext = createContext<AuthModalControls | null>(null);

/** Opens the sign-in/sign-up modal from anywhere inside the layout. */
export function useAuthModal(): AuthModalControls {
  const controls = useContext(AuthModalContext);
  if (!controls) throw new Error("useAuthModal must be used inside <AuthModalProvider>.");
  return controls;
}
