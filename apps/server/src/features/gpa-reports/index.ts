// GPA reports' public entry: the app asks whether a verify page exists,
// notices attach a report as issued, CRM sync sends a calculation's current one,
// and describes its method in the report's words.
export { describeMethod } from "./build-report-data.ts";
export {
  attachableReport,
  currentReportOf,
  type IssuedReport,
  type ReportAttachment,
  reportAttachment,
} from "./report-attachment.ts";
export { reportCodeExists } from "./verify-gpa-report.ts";
