import type { HouseRulesValue } from "@gradeatlas/contracts/house-rules";
import { convertsToUs } from "@gradeatlas/engine";
import { AppError } from "../../errors.ts";
import type { GradingCatalog } from "../grading-systems/index.ts";

type Issue = { path: string; message: string };

/**
 * Checks house rules against the grading catalogue: every country must be
 * one we have, and every default scale one of that country's. A failure is a
 * 400 naming each field at fault (rules.defaultScales.DE), so the page can
 * show it beside the right row.
 */
export function checkHouseRules(catalog: GradingCatalog, rules: HouseRulesValue): void {
  const issues: Issue[] = [];
  const known = new Set(catalog.summaries.map((s) => s.code));
  for (const [code, scaleId] of Object.entries(rules.defaultScales ?? {})) {
    const path = `rules.defaultScales.${code}`;
    if (!known.has(code)) {
      issues.push({ path, message: `"${code}" is not a country in our grading data.` });
      continue;
    }
    const country = catalog.country(code);
    const scale = country.scales.find((s) => s.id === scaleId);
    if (!scale)
      issues.push({
        path,
        message: `"${scaleId}" is not a grading scale of ${country.name}. Its scales are: ${country.scales.map((s) => s.id).join(", ")}.`,
      });
    else if (!convertsToUs(scale))
      issues.push({
        path,
        message: `"${scale.name}" has no published US equivalence, so the calculator cannot open it for ${country.name}. Choose a scale that converts.`,
      });
  }
  for (const code of Object.keys(rules.creditSystems ?? {})) {
    if (!known.has(code))
      issues.push({ path: `rules.creditSystems.${code}`, message: `"${code}" is not a country in our grading data.` });
  }
  const first = issues[0];
  if (first) throw new AppError("validation_failed", `${first.path}: ${first.message}`, { issues });
}
