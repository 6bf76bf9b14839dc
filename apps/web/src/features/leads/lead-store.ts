// docs/requirements.md §3: the lead (mostly an e-mail) is stored locally as "lead-access-state",
// and on the server through POST /api/v1/leads.
export const LEAD_STORAGE_KEY = "lead-access-state";

export interface StoredLead {
  email: string;
  source: string;
  savedAt: string;
}

export function readLead(storage: Pick<Storage, "getItem"> = localStorage): StoredLead | null {
  try {
    const raw = storage.getItem(LEAD_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredLead>;
    return typeof value.email === "string" && value.email.includes("@")
      ? { email: value.email, source: String(value.source ?? ""), savedAt: String(value.savedAt ?? "") }
      : null;
  } catch {
    return null; // storage blocked or a corrupt value: as if no lead
  }
}

export function saveLead(lead: StoredLead, storage: Pick<Storage, "setItem"> = localStorage): void {
  try {
    storage.setItem(LEAD_STORAGE_KEY, JSON.stringify(lead));
  } catch {
    // Private mode or full storage: the server still has the lead.
  }
}
