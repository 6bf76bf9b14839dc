// The report feature's public entry. Its renderer pulls in @react-pdf (about
// 450 KB gzipped), so it is only ever loaded on demand, through
// loadReportRenderer(); nothing heavy is imported here.
export type { ReportData } from "./report-data";

export const loadReportRenderer = () => import("./render-report-pdf");
