// The branding feature's public entry: the GPA report prints an office's branding and its evaluator's signature.
export { loadReportBranding, type ReportBranding } from "./load-report-branding.ts";
