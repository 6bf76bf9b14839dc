// GPA reports' public entry: the app asks whether a verify page exists, and
// notices attach a report as issued.
export { attachableReport, type ReportAttachment, reportAttachment } from "./report-attachment.ts";
export { reportCodeExists } from "./verify-gpa-report.ts";
