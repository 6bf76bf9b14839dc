import { type CsvValue, toCsv } from "@gradeatlas/contracts/csv";

/** A column of a chart panel's table: its header, the value its CSV holds, and how the table shows it. */
export interface PanelColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
  /** What the table shows; the CSV value as text when absent. */
  display?: (row: Row) => string;
  /** Numbers align right in the table. */
  numeric?: boolean;
}

/** A panel's table as CSV: a header line, then one line per row, the values the table shows unformatted. */
export function panelCsv<Row>(columns: readonly PanelColumn<Row>[], rows: readonly Row[]): string {
  return toCsv([columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => c.value(row)))]);
}

/** A file name safe on every system: "gradeatlas-insights-applicants-by-country-2026-01-01-2026-11-25.csv". */
export function csvFileName(...parts: string[]): string {
  const slug = parts
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `gradeatlas-${slug}.csv`;
}
