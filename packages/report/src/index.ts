// @gradeatlas/report: the academic report and the GPA report as @react-pdf
// documents, for the browser and the server alike. The server imports
// "@gradeatlas/report/node" (renderGpaReportPdf); the browser renders
// ReportDocument with prepareFonts() and font files of its own.
export { ReportDocument, type ReportDocumentProps } from "./academic-report-document";
export type { FontFiles, FontPackage } from "./fonts/font-files";
export { planFonts } from "./fonts/font-plan";
export { prepareFonts } from "./fonts/register-fonts";
export type { GpaReportData, ReportImage } from "./gpa-report-data";
export type { ReportData } from "./report-data";
export { allText } from "./report-format";
