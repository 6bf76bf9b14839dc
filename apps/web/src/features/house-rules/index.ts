// The house-rules feature's public entry, for the calculator, which loads it
// lazily and only for members of an institution. The rules page itself is
// reached through the router.
export { fetchHouseRules, houseRulesKey } from "./api/house-rules";
export {
  applyHouseRules,
  HouseRulesApplied,
  OlderRulesNotice,
  type PublishedComparison,
  ScaleRuleNote,
} from "./calculator-house-rules";
