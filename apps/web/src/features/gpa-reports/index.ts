// GPA reports' public entry: History opens a calculation's reports (lazily),
// and the notice to the applicant attaches one.
export { useGpaReports } from "./gpa-reports-api";
export { GpaReportsDialog } from "./gpa-reports-dialog";
