import { type Zippable, zipSync } from "fflate";
import type { SyncItem } from "./connector.ts";

// A Slate "Document Import Processor" (DIP) batch is a ZIP of PDFs and one
// index file: by default index.txt, tab-delimited, double quotes as text
// qualifier, a header row, one row per PDF naming the record it belongs to
// and the file. Its source format reads it with
//   <layout b="&#x9;" h="1" t="&quot;" type="dip" />
// https://knowledge.technolutions.net/docs/importing-documents-using-a-document-import-processor-source-format
// A DIP batch is exactly that (PDFs and the index), so the batch's rows go
// beside it as their own CSV, read by the connection's data source format.
export const DIP_INDEX_NAME = "index.txt";
const DIP_COLUMNS = ["applicant_id", "report_number", "type", "Filename"];

export type ZipEntry = { name: string; bytes: number };

/** A PDF's name in the ZIP: its report number, with nothing a file system or Slate's mask could trip on. */
export const reportPdfName = (reportNumber: string) => `${reportNumber.replace(/[^A-Za-z0-9_-]/g, "_")}.pdf`;

// Tab-delimited and quoted: a tab or line break inside a value (an applicant
// id is typed by people) would still split the row, so it becomes a space.
const dipField = (value: string) => `"${value.replace(/[\t\r\n]+/g, " ").replaceAll('"', '""')}"`;

/** The index rows: one per distinct report, mapped to the applicant's id. */
export function dipIndex(items: readonly SyncItem[]): string {
  const lines = [DIP_COLUMNS.map(dipField).join("\t")];
  const seen = new Set<string>();
  for (const item of items) {
    if (!item.report) continue;
    const file = reportPdfName(item.report.number);
    if (seen.has(file)) continue;
    seen.add(file);
    const applicant = item.record.applicant_id === null ? "" : String(item.record.applicant_id);
    lines.push([applicant, item.report.number, "GPA report", file].map(dipField).join("\t"));
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** The DIP batch's files: each item's GPA report (once) and the index; empty when no item has a report. */
export function dipFiles(items: readonly SyncItem[]): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const item of items)
    if (item.report && !files.has(reportPdfName(item.report.number)))
      files.set(reportPdfName(item.report.number), item.report.content);
  if (files.size > 0) files.set(DIP_INDEX_NAME, new TextEncoder().encode(dipIndex(items)));
  return files;
}

export function zipEntries(files: Map<string, Uint8Array>): ZipEntry[] {
  return [...files].map(([name, content]) => ({ name, bytes: content.byteLength }));
}

/** The ZIP itself. PDFs are stored as they are (already compressed); text is deflated. */
export function slateZip(files: Map<string, Uint8Array>): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, content] of files) zippable[name] = [content, { level: name.endsWith(".pdf") ? 0 : 6 }];
  return zipSync(zippable);
}
