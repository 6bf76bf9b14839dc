// Saved calculations' public entry: features that act on a saved calculation
// (GPA reports, notices, CRM sync) read it through the same access rule as History.
export { calculationIdsSince } from "./calculation-ids-since.ts";
export { institutionReader, type Reader, readCalculation } from "./own-calculation.ts";
export { institutionPays, teamReadable } from "./team-readable.ts";
