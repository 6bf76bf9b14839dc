import { type ReactNode, useMemo } from "react";
import { LoadingScreen } from "../../components/ui/loading";
import { AccessContext } from "./access-context";
import { deriveAccess } from "./access-state";
import { useAccessSource } from "./use-access-source";

/** Provides the access state and holds the app back until the session is known. */
export function AccessProvider({ children }: { children: ReactNode }) {
  const facts = useAccessSource();
  const access = useMemo(() => deriveAccess(facts), [facts]);

  return (
    <AccessContext value={access}>
      {access.isLoading ? <LoadingScreen label="Loading Application..." /> : children}
    </AccessContext>
  );
}
