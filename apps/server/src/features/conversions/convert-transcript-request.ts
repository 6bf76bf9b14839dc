import type { ConvertTranscriptRequest, ConvertTranscriptResponse } from "@gradeatlas/contracts/conversions";
import { convertTranscript, creditSystemList } from "@gradeatlas/engine";
import type { GradingCatalog } from "../grading-systems/index.ts";

/** A transcript request (as validated by its contract) through the engine. Throws typed engine/app errors. */
export function convertTranscriptRequest(
  catalog: GradingCatalog,
  req: Omit<ConvertTranscriptRequest, "courses"> & { courses: { grade: string; credits: number }[] },
): ConvertTranscriptResponse {
  const { country, scale } = catalog.scale(req.country, req.scale);
  // Courses without a credit system use the country's, when it is one we convert.
  const countrySystem = creditSystemList.find((s) => s === country.creditSystem) ?? "us-semester";
  const result = convertTranscript({
    scale,
    courses: req.courses as Parameters<typeof convertTranscript>[0]["courses"],
    creditSystem: req.creditSystem ?? countrySystem,
    repeatPolicy: req.repeatPolicy,
  });
  return { ...result, datasetVersion: catalog.version };
}
