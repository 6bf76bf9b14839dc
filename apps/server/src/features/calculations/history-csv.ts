import type { CalculationSummary } from "@gradeatlas/contracts/calculations";

const header = ["Saved at", "Title", "Applicant", "Country", "Scale", "Courses", "US credits", "GPA", "Id"];

/**
 * One CSV cell. Quotes what needs quoting, and defuses text a spreadsheet
 * would run as a formula (a title typed as "=HYPERLINK(…)").
 */
function cell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The history as CSV (RFC 4180, CRLF), one row per saved calculation, newest first. */
export function historyCsv(rows: CalculationSummary[]): string {
  const lines = [
    header,
    ...rows.map((r) => [
      r.createdAt,
      r.title,
      r.applicantName,
      r.country,
      r.scale.name,
      r.courseCount,
      r.usCredits,
      r.gpa === null ? null : r.gpa.toFixed(2),
      r.id,
    ]),
  ];
  return `${lines.map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`;
}
