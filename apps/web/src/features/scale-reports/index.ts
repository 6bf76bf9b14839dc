// The scale-reports feature's public entry: the link (and form) other pages show beside a scale.
export type { ReportedScale } from "./report-scale-dialog";
export { ReportScaleProblem } from "./report-scale-problem";
