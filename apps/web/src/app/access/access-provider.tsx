import { type ReactNode, useMemo } from "react";
import { LoadingScreen } from "../../components/ui/loading";
import { AccessContext } from "../../lib/access/access-context";
import { deriveAccess } from "../../lib/access/access-state";
import { useAccessSource } from "../../lib/access/use-access-source";

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
