import type { HouseRulesValue } from "@gradeatlas/contracts/house-rules";
import { creditSystems, describeRounding, repeatPolicyNames } from "@gradeatlas/engine";
import type { GradingCatalog } from "../grading-systems/index.ts";

const condoned = (v: boolean | undefined) =>
  v === false ? "left out of the GPA" : v === true ? "counted in the GPA" : "published default";

/**
 * What an admin changed, one line per setting, for the audit trail:
 * "Default scale for Germany: published default → German university grades (1.0–5.0)".
 */
export function describeRuleChanges(
  catalog: GradingCatalog,
  before: HouseRulesValue,
  after: HouseRulesValue,
): string[] {
  const lines: string[] = [];
  const scaleName = (code: string, id: string | undefined) =>
    id === undefined ? "published default" : (catalog.country(code).scales.find((s) => s.id === id)?.name ?? id);
  const countryName = (code: string) => catalog.summaries.find((s) => s.code === code)?.name ?? code;
  const codes = (a?: Record<string, unknown>, b?: Record<string, unknown>) =>
    [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])].sort();

  for (const code of codes(before.defaultScales, after.defaultScales)) {
    const [was, now] = [before.defaultScales?.[code], after.defaultScales?.[code]];
    if (was !== now)
      lines.push(`Default scale for ${countryName(code)}: ${scaleName(code, was)} → ${scaleName(code, now)}`);
  }
  for (const code of codes(before.creditSystems, after.creditSystems)) {
    const [was, now] = [before.creditSystems?.[code], after.creditSystems?.[code]];
    const name = (s: typeof was) => (s ? creditSystems[s].name : "published default");
    if (was !== now) lines.push(`Credit system for ${countryName(code)}: ${name(was)} → ${name(now)}`);
  }
  if (before.repeatPolicy !== after.repeatPolicy) {
    const name = (p: typeof before.repeatPolicy) => (p ? repeatPolicyNames[p] : "published default");
    lines.push(`Repeated courses: ${name(before.repeatPolicy)} → ${name(after.repeatPolicy)}`);
  }
  if (before.rounding !== after.rounding) {
    const name = (r: typeof before.rounding) => (r ? `GPA ${describeRounding(r)}` : "published default");
    lines.push(`Rounding: ${name(before.rounding)} → ${name(after.rounding)}`);
  }
  if (before.countCondoned !== after.countCondoned)
    lines.push(`Condoned passes: ${condoned(before.countCondoned)} → ${condoned(after.countCondoned)}`);
  return lines;
}
