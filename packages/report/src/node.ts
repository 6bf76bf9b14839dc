import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { renderToBuffer } from "@react-pdf/renderer";
import QRCode from "qrcode";
import { createElement } from "react";
import { ReportDocument, type ReportDocumentProps } from "./academic-report-document";
import type { FontFiles } from "./fonts/font-files";
import { prepareFonts } from "./fonts/register-fonts";
import type { GpaReportData } from "./gpa-report-data";
import { GpaReportDocument } from "./gpa-report-document";
import type { ReportData } from "./report-data";
import { allText } from "./report-format";

// The server's entry: the same documents as the browser's, fonts read from the
// @fontsource packages in node_modules (installed by npm install, nothing is
// downloaded at run time). Resolved from this module, so it works both from
// the sources (tsx, vitest) and from the server's esbuild bundle, which keeps
// registry packages as imports of node_modules.

const require = createRequire(import.meta.url);
const rangeCache = new Map<string, Promise<Record<string, string>>>();

export const nodeFontFiles: FontFiles = {
  ranges(pkg) {
    let ranges = rangeCache.get(pkg);
    if (!ranges) {
      ranges = readFile(require.resolve(`@fontsource/${pkg}/unicode.json`), "utf8").then(JSON.parse);
      rangeCache.set(pkg, ranges);
    }
    return ranges;
  },
  src: (pkg, file) => require.resolve(`@fontsource/${pkg}/files/${file}`),
};

type PdfElement = Parameters<typeof renderToBuffer>[0];

/** The premium GPA report as PDF bytes. */
export async function renderGpaReportPdf(data: GpaReportData): Promise<Uint8Array> {
  const [fonts, qrPng] = await Promise.all([
    prepareFonts(allText(data), nodeFontFiles),
    QRCode.toBuffer(data.report.verifyUrl, { type: "png", errorCorrectionLevel: "M", margin: 1, width: 300 }),
  ]);
  // renderToBuffer is typed for a <Document> element; GpaReportDocument renders exactly one.
  const element = createElement(GpaReportDocument, { data, fonts, qrPng }) as PdfElement;
  return new Uint8Array(await renderToBuffer(element));
}

/** The free academic report as PDF bytes (the browser makes the same document with its own font files). */
export async function renderAcademicReportPdf(
  data: ReportData,
  options: Omit<ReportDocumentProps, "data" | "fonts"> = {},
): Promise<Uint8Array> {
  const fonts = await prepareFonts(allText(data), nodeFontFiles);
  const element = createElement(ReportDocument, { data, fonts, ...options }) as PdfElement;
  return new Uint8Array(await renderToBuffer(element));
}
