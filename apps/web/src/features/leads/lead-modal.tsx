import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAccess } from "../../lib/access/access-context";
import { paths } from "../../lib/paths";
import { LeadAccessContext, type LeadRequirement } from "./lead-access-context";
import { readLead, saveLead } from "./lead-store";

const LeadDialog = lazy(() => import("./lead-dialog"));

/**
 * docs/requirements.md §4 lead access: true when a lead exists or the user is signed in;
 * otherwise asking for it opens the lead modal with its source and context.
 * Not on /premium. Closing it while signed out goes to /calculator.
 */
export function LeadAccessProvider({ children }: { children: ReactNode }) {
  const access = useAccess();
  const [lead, setLead] = useState(() => readLead());
  const [request, setRequest] = useState<LeadRequirement | null>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hasLeadAccess = access.hasAccount || lead !== null;

  const requireLeadAccess = useCallback(
    (requirement: LeadRequirement) => {
      if (hasLeadAccess) return true;
      if (pathname !== paths.premium) setRequest(requirement);
      return false;
    },
    [hasLeadAccess, pathname],
  );
  const value = useMemo(() => ({ hasLeadAccess, lead, requireLeadAccess }), [hasLeadAccess, lead, requireLeadAccess]);

  const close = () => {
    setRequest(null);
    if (!access.hasAccount && !readLead()) navigate(paths.calculator);
  };
  return (
    <LeadAccessContext value={value}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <LeadDialog
            requirement={request}
            onClose={close}
            onSaved={(email) => {
              const saved = { email, source: request.source, savedAt: new Date().toISOString() };
              saveLead(saved);
              setLead(saved);
              setRequest(null);
              request.onGranted?.();
            }}
          />
        </Suspense>
      )}
    </LeadAccessContext>
  );
}
