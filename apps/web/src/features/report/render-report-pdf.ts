import { pdf } from "@react-pdf/renderer";
import { createElement } from "react";
import type { ReportData } from "./report-data";
import { ReportDocument, type ReportDocumentProps } from "./report-document";

// The entry point of the report's lazy chunk: the calculator loads it with
// loadReportRenderer() (index.ts) on the first click, so @react-pdf
// (about 450 KB gzipped) stays out of the first page load. Import nothing from here
// statically.

export { reportFileName } from "./report-file-name";

/** Lays out and writes the academic report in the browser; no network. */
export async function renderReportPdf(
  data: ReportData,
  options: Omit<ReportDocumentProps, "data"> = {},
): Promise<Blob> {
  // pdf() is typed for a <Document> element; ReportDocument renders exactly one.
  const element = createElement(ReportDocument, { data, ...options }) as Parameters<typeof pdf>[0];
  return pdf(element).toBlob();
}
