import type { CalculationSummary } from "@gradeatlas/contracts/calculations";
import { toCsv } from "@gradeatlas/contracts/csv";

const header = [
  "Saved at",
  "Title",
  "Applicant",
  "Country",
  "Scale",
  "Courses",
  "US credits",
  "GPA",
  "Id",
  "Dataset version",
];

/**
 * The history as CSV (RFC 4180, CRLF, formulas defused), one row per saved
 * calculation, newest first. The institution's history adds who saved each.
 */
export function historyCsv(rows: CalculationSummary[], { withSaver = false } = {}): string {
  return toCsv([
    withSaver ? [...header, "Saved by"] : header,
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
      // Last, so spreadsheets built on the earlier columns keep working.
      r.datasetVersion,
      ...(withSaver ? [r.savedBy ?? null] : []),
    ]),
  ]);
}
