import { emptyRow, isBlankRow, type TranscriptRow } from "./transcript-row";

// The editor's rows as a reducer: every change is one action, so keyboard
// moves, paste and reopening a saved calculation all go through the same code.

export type RowField = Exclude<keyof TranscriptRow, "id">;

export type RowsAction =
  | { type: "edit"; id: string; field: RowField; value: string }
  | { type: "add"; after?: string; row?: TranscriptRow }
  | { type: "remove"; id: string }
  | { type: "move"; id: string; by: -1 | 1 }
  | { type: "paste"; at?: string; rows: TranscriptRow[] }
  | { type: "replace"; rows: TranscriptRow[] };

export const STARTING_ROWS = 5;
export const startingRows = (): TranscriptRow[] => Array.from({ length: STARTING_ROWS }, () => emptyRow());

export function rowsReducer(rows: TranscriptRow[], action: RowsAction): TranscriptRow[] {
  switch (action.type) {
    case "edit":
      return rows.map((r) => (r.id === action.id ? { ...r, [action.field]: action.value } : r));
    case "add": {
      const at = action.after ? rows.findIndex((r) => r.id === action.after) + 1 : rows.length;
      return [...rows.slice(0, at), action.row ?? emptyRow(), ...rows.slice(at)];
    }
    case "remove": {
      const next = rows.filter((r) => r.id !== action.id);
      return next.length > 0 ? next : [emptyRow()];
    }
    case "move": {
      const i = rows.findIndex((r) => r.id === action.id);
      const j = i + action.by;
      if (i < 0 || j < 0 || j >= rows.length) return rows;
      const next = [...rows];
      [next[i], next[j]] = [next[j] as TranscriptRow, next[i] as TranscriptRow];
      return next;
    }
    case "paste": {
      if (action.rows.length === 0) return rows;
      // Pasted rows fill from the row pasted into, replacing blank rows below
      // it, so pasting into an empty editor does not leave blanks above.
      const start = action.at
        ? Math.max(
            0,
            rows.findIndex((r) => r.id === action.at),
          )
        : firstBlankTail(rows);
      const before = rows.slice(0, start);
      const after = rows.slice(start).filter((r) => !isBlankRow(r));
      return [...before, ...action.rows, ...after];
    }
    case "replace":
      return action.rows.length > 0 ? action.rows : startingRows();
  }
}

/** Where the trailing run of blank rows begins (the end when there is none). */
function firstBlankTail(rows: TranscriptRow[]): number {
  let i = rows.length;
  while (i > 0 && isBlankRow(rows[i - 1] as TranscriptRow)) i--;
  return i;
}
