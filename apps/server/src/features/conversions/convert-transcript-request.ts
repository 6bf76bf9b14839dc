import type { ConvertTranscriptRequest, ConvertTranscriptResponse } from "@gradeatlas/contracts/conversions";
import { applyHouseRules, convertTranscriptOfCountry, type HouseRuleChange, type HouseRules } from "@gradeatlas/engine";
import type { GradingCatalog } from "../grading-systems/index.ts";

type Request = Omit<ConvertTranscriptRequest, "courses"> & { courses: { grade: string; credits: number }[] };

/** A transcript request (as validated by its contract) through the engine. Throws typed engine/app errors. */
export function convertTranscriptRequest(catalog: GradingCatalog, req: Request): ConvertTranscriptResponse {
  return convertUnderHouseRules(catalog, req, {}).result;
}

/**
 * The same under an institution's house rules: what the request leaves open
 * (scale, credit system, repeat policy) the rules fill in, and the rules'
 * rounding and condonation apply. Returns what the rules changed against the
 * published defaults; with empty rules the result is convertTranscriptRequest's.
 */
export function convertUnderHouseRules(
  catalog: GradingCatalog,
  req: Request,
  rules: HouseRules,
): { result: ConvertTranscriptResponse; changes: HouseRuleChange[] } {
  // Courses without a credit system use the house rule's, else the country's when it is one we convert.
  const { country, scale } =
    req.scale === undefined
      ? { ...catalog.scale(req.country), scale: undefined }
      : catalog.scale(req.country, req.scale);
  const { settings, changes } = applyHouseRules(
    country,
    { scale, creditSystem: req.creditSystem, repeatPolicy: req.repeatPolicy },
    rules,
  );
  // A refused or all-failing transcript names the country's scales that read it (as a single grade does).
  const result = convertTranscriptOfCountry(country.scales, {
    ...settings,
    courses: req.courses as Parameters<typeof convertTranscriptOfCountry>[1]["courses"],
  });
  return { result: { ...result, datasetVersion: catalog.version }, changes };
}
