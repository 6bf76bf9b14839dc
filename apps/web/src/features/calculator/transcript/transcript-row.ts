// One row of the transcript editor, as the user typed it: every field is
// text until the engine reads it, so nothing typed is ever lost or rounded.

/** The credit systems a row can name; "" means the country's usual system. */
export const rowCreditSystems = ["us-semester", "us-quarter", "ects", "uk-cats"] as const;
export type RowCreditSystem = (typeof rowCreditSystems)[number];

export interface TranscriptRow {
  /** Stable across edits and reordering (React key, focus after moves). */
  id: string;
  name: string;
  grade: string;
  credits: string;
  creditSystem: RowCreditSystem | "";
  year: string;
  /** Comma-separated, e.g. "major, lab". */
  tags: string;
}

let counter = 0;
export const newRowId = (): string => `row-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function emptyRow(fields: Partial<Omit<TranscriptRow, "id">> = {}): TranscriptRow {
  return { id: newRowId(), name: "", grade: "", credits: "", creditSystem: "", year: "", tags: "", ...fields };
}

/** True when the user has typed nothing in the row. */
export const isBlankRow = (row: TranscriptRow): boolean =>
  !row.name.trim() && !row.grade.trim() && !row.credits.trim() && !row.year.trim() && !row.tags.trim();
