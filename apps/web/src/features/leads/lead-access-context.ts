import type { leadSources } from "@gradeatlas/contracts/leads";
import { createContext, useContext } from "react";
import type { StoredLead } from "./lead-store";

export interface LeadRequirement {
  source: (typeof leadSources)[number];
  /** What the visitor was trying to use, shown in the modal ("the PDF report"). */
  context?: string;
  /** Runs once the address is saved, so the visitor's action goes on without a second click. */
  onGranted?: () => void;
}

export interface LeadAccess {
  hasLeadAccess: boolean;
  lead: StoredLead | null;
  /** True when the visitor may go on; otherwise opens the lead modal and returns false. */
  requireLeadAccess(requirement: LeadRequirement): boolean;
}

export const LeadAccessContext = createContext<LeadAccess | null>(null);

export function useLeadAccess(): LeadAccess {
  const value = useContext(LeadAccessContext);
  if (!value) throw new Error("useLeadAccess must be used inside <LeadAccessProvider>.");
  return value;
}
