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
