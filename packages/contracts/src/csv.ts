// CSV as RFC 4180 writes it, for every export the app offers (the saved
// history from the server, a transcript from the browser). Pure: no I/O.

export type CsvValue = string | number | null;

// Text a spreadsheet would run as a formula (a title typed as
// "=HYPERLINK(…)"). A plain signed number such as the Danish grade "-3" runs
// nothing, and must stay a number for whoever opens the file.
const runsAsFormula = (text: string) => /^[=+\-@\t\r]/.test(text) && !/^[+-]\d+([.,]\d+)?$/.test(text);

/**
 * One field: empty for null; text a spreadsheet would run as a formula gets a
 * leading apostrophe; quoted when it holds a quote, comma, line break or tab
 * (tabs too, so no reader takes the file for tab-separated).
 */
export function csvField(value: CsvValue): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && runsAsFormula(text)) text = `'${text}`;
  return /[",\r\n\t]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Lines of fields as CSV: CRLF after every line, the last too, and no BOM. */
export function toCsv(lines: readonly (readonly CsvValue[])[]): string {
  return lines.map((line) => `${line.map(csvField).join(",")}\r\n`).join("");
}

/** A field read back from a file csvField wrote, without the apostrophe it added. */
export const undoFormulaDefusing = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/**
 * Headers of an export that stops at a row limit: how many rows the file
 * holds and how many matched, so the page can say "first 5,000 of 7,312"
 * (a note inside the file would break every reader of it).
 */
export const exportCountHeaders = { rows: "X-Export-Rows", total: "X-Export-Total" } as const;

export function exportCountHeaderValues(rows: number, total: number): Record<string, string> {
  return { [exportCountHeaders.rows]: String(rows), [exportCountHeaders.total]: String(total) };
}

/** What the page says when an export was cut short ("The file holds the first 5,000 of 7,312 …"); null when complete. */
export function exportCapNote(headers: Headers, noun: string): string | null {
  const rows = Number(headers.get(exportCountHeaders.rows));
  const total = Number(headers.get(exportCountHeaders.total));
  if (!Number.isInteger(rows) || !Number.isInteger(total) || total <= rows) return null;
  const n = (x: number) => x.toLocaleString("en-US");
  return `The file holds the first ${n(rows)} of ${n(total)} ${noun}, newest first: narrow the filters to export the rest.`;
}
