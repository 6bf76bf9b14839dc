import { createContext, useContext } from "react";
import type { AccessState } from "./access-state";

export const AccessContext = createContext<AccessState | null>(null);

export function useAccess(): AccessState {
  const access = useContext(AccessContext);
  if (!access) throw new Error("useAccess must be used inside <AccessProvider>.");
  return access;
}
