import type { RepeatPolicy } from "@gradeatlas/engine";
import { decodeShare } from "../transcript/share-link";
import { emptyRow, isBlankRow, type TranscriptRow } from "../transcript/transcript-row";
import { startingRows } from "../transcript/transcript-state";
import type { Draft } from "./draft";

export interface Start {
  rows: TranscriptRow[];
  repeatPolicy: RepeatPolicy;
  /** The country and scale to switch to; absent when the address already says which. */
  country?: string;
  scale?: string;
  /** A share link is a link: its country goes into the address; a draft's does not. */
  fromShare?: boolean;
  brokenShare?: boolean;
  /** This browser's draft, not opened because the link named another country or scale. */
  setAside?: Draft;
}

export interface Opened {
  /** ?t=, a share link's transcript. */
  share: string | null;
  /** ?country= when it names a known country, and ?scale=. */
  link: { country?: string; scale?: string };
  draft: Draft | null;
}

const hasCourses = (rows: TranscriptRow[]) => rows.some((r) => !isBlankRow(r));

/**
 * Where the transcript starts: a share link, else this browser's draft, else
 * empty rows. A link that names a country (and maybe a scale) wins over a
 * draft made for another: an evaluator who follows a link to a Chinese scale
 * must not find an Indian transcript under it, so the draft is set aside and
 * offered back instead. A draft for the very country (and, if named, scale)
 * of the link is simply reopened.
 */
export function startFrom({ share, link, draft }: Opened): Start {
  if (share) {
    const shared = decodeShare(share);
    if (!shared) return { rows: startingRows(), repeatPolicy: "all-attempts", brokenShare: true };
    return {
      rows: shared.rows.map((r) => emptyRow(r)),
      repeatPolicy: shared.repeatPolicy ?? "all-attempts",
      country: shared.country,
      scale: shared.scale,
      fromShare: true,
    };
  }
  if (!draft || !hasCourses(draft.rows)) return { rows: startingRows(), repeatPolicy: "all-attempts" };
  const linkDiffers =
    link.country !== undefined &&
    (link.country !== draft.country || (link.scale !== undefined && link.scale !== draft.scale));
  if (linkDiffers) return { rows: startingRows(), repeatPolicy: "all-attempts", setAside: draft };
  return {
    rows: draft.rows,
    repeatPolicy: draft.repeatPolicy,
    country: draft.country,
    // The link's scale, when it names one, is the draft's (or it would differ).
    scale: link.scale ?? draft.scale,
  };
}
