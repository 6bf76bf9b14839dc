// The house-rules feature's public entry: saved calculations read an institution's current rules.
export { type HouseRulesRecord, readHouseRules } from "./read-house-rules.ts";
