// GPA reports' public entry: the app asks whether a verify page exists, and
// notices attach a report as issued.
export { gpaReportPdf } from "./read-gpa-reports.ts";
export { reportCodeExists } from "./verify-gpa-report.ts";
