// CSV export and import of the transcript. Export follows RFC 4180; import goes
// through the paste parser, so a file and a paste are read exactly the same way.
import { parsePastedRows } from "./paste-parse";
import { isBlankRow, type TranscriptRow } from "./transcript-row";

const header = ["name", "grade", "credits", "credit system", "year", "tags"];

/** Quotes a field when RFC 4180 needs it; tabs too, so the reader never takes the file for tab-separated. */
function csvField(value: string): string {
  return /[",\r\n\t]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A header line, then one line per non-blank row; CRLF line ends and no BOM. */
export function rowsToCsv(rows: TranscriptRow[]): string {
  const lines = rows
    .filter((row) => !isBlankRow(row))
    .map((row) => [row.name, row.grade, row.credits, row.creditSystem, row.year, row.tags].map(csvField).join(","));
  return [header.join(","), ...lines].map((line) => `${line}\r\n`).join("");
}

export const csvToRows = (text: string): TranscriptRow[] => parsePastedRows(text).rows;
