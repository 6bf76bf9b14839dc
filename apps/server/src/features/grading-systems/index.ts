// The grading-systems feature's public entry: the catalog other features read.
export type { GradingCatalog } from "./grading-catalog.ts";
