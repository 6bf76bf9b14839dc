// The academic report's data lives with the document, in @gradeatlas/report.
export type { ReportData } from "@gradeatlas/report";
