import { toCsv } from "@gradeatlas/contracts/csv";
import type { MappedFields } from "./connector.ts";

// What Slate reads (push over SFTP and the pull feed alike): comma-separated,
// a header row, double quotes as text qualifier, CRLF, UTF-8 without a BOM.
// In the source format's Format Definition that is
//   <layout b="," h="1" t="&quot;" />
// https://knowledge.technolutions.net/v1/docs/format-definition-xml
// Slate's docs name no encoding; UTF-8 is what it reads for web-service and
// SFTP imports, and a BOM would land in the first column's name.

/** The CRM field names in the order the mapping gave them (every item of a connection shares one mapping). */
export function columnsOf(rows: readonly MappedFields[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const name of Object.keys(row)) columns.add(name);
  return [...columns];
}

/** One row per item under a header of the mapped field names (RFC 4180; see csvField for formulas). */
export function slateCsv(rows: readonly MappedFields[], columns: readonly string[] = columnsOf(rows)): string {
  return toCsv([columns, ...rows.map((row) => columns.map((name) => row[name] ?? null))]);
}
