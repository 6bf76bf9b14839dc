import type { RepeatPolicy } from "@gradeatlas/engine";
import type { TranscriptRow } from "../transcript/transcript-row";

// The transcript being worked on, kept in this browser so a reload or a
// closed tab loses nothing. Guests keep their work this way; signing up
// lets them save it on the server.
const KEY = "gradeatlas:calculator:draft";

export interface Draft {
  country: string;
  scale?: string;
  repeatPolicy: RepeatPolicy;
  rows: TranscriptRow[];
}

export function loadDraft(): Draft | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<Draft>;
    if (typeof d.country !== "string" || !Array.isArray(d.rows)) return null;
    const rows = d.rows.filter(
      (r): r is TranscriptRow => typeof r === "object" && r !== null && typeof (r as TranscriptRow).id === "string",
    );
    return {
      country: d.country,
      scale: typeof d.scale === "string" ? d.scale : undefined,
      repeatPolicy: d.repeatPolicy === "latest-attempt" ? "latest-attempt" : "all-attempts",
      rows,
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: Draft): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the work stays on screen, only not kept.
  }
}
