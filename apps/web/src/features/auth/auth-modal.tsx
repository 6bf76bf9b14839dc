import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { AuthModalContext, type AuthMode } from "./auth-modal-context";

// The dialog and its form (radix Dialog, react-hook-form) load on the first
// open, not with every page.
const AuthDialog = lazy(() => import("./auth-dialog"));

/** Holds the sign-in/sign-up modal (docs/requirements.md §2) and lets any page open it. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>("sign-in");
  const controls = useMemo(
    () => ({
      open(next: AuthMode = "sign-in") {
        setMode(next);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <AuthModalContext value={controls}>
      {children}
      {/* Unmounted when closed, so every field starts empty next time. */}
      {open && (
        <Suspense fallback={null}>
          <AuthDialog mode={mode} onModeChange={setMode} onDone={() => setOpen(false)} />
        </Suspense>
      )}
    </AuthModalContext>
  );
}
