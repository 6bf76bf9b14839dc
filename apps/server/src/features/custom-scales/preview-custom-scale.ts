import type { PreviewCustomScaleResponse } from "@gradeatlas/contracts/custom-scales";
import { buildCustomScale, type CustomScaleDefinition, convertSamples } from "@gradeatlas/engine";
import type { ScaleOwner } from "./custom-scale-view.ts";

/**
 * A draft scale checked and tried on sample grades, without saving: what the
 * editor's live preview shows (the browser runs the same engine; this is for
 * API clients and the CSV import's check).
 */
export function previewCustomScale(
  owner: ScaleOwner,
  country: string,
  definition: CustomScaleDefinition,
  grades: string[],
): PreviewCustomScaleResponse {
  const { scale, issues } = buildCustomScale(definition, {
    id: "00000000-0000-4000-8000-000000000000",
    version: 1,
    country,
    institution: owner.institutionName,
    written: new Date().toISOString().slice(0, 10),
    homeUrl: owner.homeUrl,
  });
  const flat = issues.map((i) => ({ path: `definition.${i.path.join(".")}`, message: i.message }));
  if (flat.length) return { issues: flat, conversions: [] };
  return {
    issues: [],
    conversions: convertSamples(scale, grades),
  };
}
