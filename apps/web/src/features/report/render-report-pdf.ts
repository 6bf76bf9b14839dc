import { allText, prepareFonts, ReportDocument, type ReportDocumentProps } from "@gradeatlas/report";
import { pdf } from "@react-pdf/renderer";
import { createElement } from "react";
import { browserFontFiles } from "./font-files";
import type { ReportData } from "./report-data";

// The entry point of the report's lazy chunk: the calculator loads it with
// loadReportRenderer() (index.ts) on the first click, so @react-pdf
// (about 450 KB gzipped) and the fonts stay out of the first page load.
// Import nothing from here statically.

export { reportFileName } from "./report-file-name";

/** Lays out and writes the academic report in the browser, fetching only the font files its text needs. */
export async function renderReportPdf(
  data: ReportData,
  options: Omit<ReportDocumentProps, "data" | "fonts"> = {},
): Promise<Blob> {
  const fonts = await prepareFonts(allText(data), browserFontFiles);
  // pdf() is typed for a <Document> element; ReportDocument renders exactly one.
  const element = createElement(ReportDocument, { data, fonts, ...options }) as Parameters<typeof pdf>[0];
  return pdf(element).toBlob();
}
