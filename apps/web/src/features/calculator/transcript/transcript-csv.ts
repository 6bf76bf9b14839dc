// CSV export and import of the transcript. Export goes through the app's one
// CSV writer (RFC 4180, formulas defused); import goes through the paste
// parser, so a file and a paste are read exactly the same way.
import { toCsv, undoFormulaDefusing } from "@gradeatlas/contracts/csv";
import { parsePastedRows } from "./paste-parse";
import { isBlankRow, type TranscriptRow } from "./transcript-row";

const header = ["name", "grade", "credits", "credit system", "year", "tags"];

/** A header line, then one line per non-blank row; CRLF line ends and no BOM. */
export function rowsToCsv(rows: TranscriptRow[]): string {
  const lines = rows
    .filter((row) => !isBlankRow(row))
    .map((row) => [row.name, row.grade, row.credits, row.creditSystem, row.year, row.tags]);
  return toCsv([header, ...lines]);
}

/** The rows of a CSV file; a field this app defused comes back as it was typed. */
export const csvToRows = (text: string): TranscriptRow[] =>
  parsePastedRows(text).rows.map((row) => ({
    ...row,
    name: undoFormulaDefusing(row.name),
    grade: undoFormulaDefusing(row.grade),
    credits: undoFormulaDefusing(row.credits),
    year: undoFormulaDefusing(row.year),
    tags: undoFormulaDefusing(row.tags),
  }));
