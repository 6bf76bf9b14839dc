import type { Calculation } from "@gradeatlas/contracts/calculations";
import type { Db } from "../../db/open-database.ts";
import { convertTranscriptRequest } from "../conversions/index.ts";
import type { GradingCatalog } from "../grading-systems/index.ts";
import { summaryColumns, toSummary } from "./calculation-summary.ts";

/** Saves a calculation converted again here, so a saved GPA is always the engine's. */
export async function saveCalculation(
  db: Db,
  catalog: GradingCatalog,
  userId: string,
  req: Calculation["request"],
): Promise<Calculation> {
  const result = convertTranscriptRequest(catalog, req);
  const row = await db
    .insertInto("calculations")
    .values({
      user_id: userId,
      title: req.title || null,
      applicant_name: req.applicant?.name || null,
      country: req.country,
      scale_id: result.scale.id,
      scale_name: result.scale.name,
      request: JSON.stringify(req),
      result: JSON.stringify(result),
      course_count: req.courses.length,
      gpa: result.gpa.overall.gpa,
      us_credits: result.usCredits,
      dataset_version: result.datasetVersion ?? catalog.version,
    })
    .returning(summaryColumns)
    .executeTakeFirstOrThrow();
  return { ...toSummary(row), request: req, result };
}
