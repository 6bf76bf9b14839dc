import type { Calculation } from "@gradeatlas/contracts/calculations";
import type { Access } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { convertTranscriptRequest } from "../conversions/index.ts";
import type { GradingCatalog } from "../grading-systems/index.ts";
import { summaryColumns, toSummary } from "./calculation-summary.ts";
import { transcriptFlags } from "./transcript-flags.ts";

export type Saver = { id: string; email: string; institution: Access["institution"] };

/**
 * Saves a calculation converted again here, so a saved GPA is always the
 * engine's. A member's calculation is their institution's too (team history,
 * insights) and goes into its audit trail, in the same transaction.
 */
export async function saveCalculation(
  db: Db,
  catalog: GradingCatalog,
  saver: Saver,
  req: Calculation["request"],
): Promise<Calculation> {
  if (saver.institution?.role === "viewer")
    throw new AppError(
      "forbidden",
      "Viewers read the team's history and insights but do not save calculations. Ask your institution's admin to make you an evaluator.",
    );
  const result = convertTranscriptRequest(catalog, req);
  const flags = transcriptFlags(result);
  const row = await db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto("calculations")
      .values({
        user_id: saver.id,
        institution_id: saver.institution?.id ?? null,
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
        has_failed_course: flags.hasFailedCourse,
        has_repeated_course: flags.hasRepeatedCourse,
      })
      .returning(summaryColumns)
      .executeTakeFirstOrThrow();
    if (saver.institution)
      await recordAudit(trx, {
        institutionId: saver.institution.id,
        actor: saver,
        action: "calculation.saved",
        subject: req.title || req.applicant?.name || `${result.scale.name} (${req.country})`,
        detail: {
          calculationId: saved.id,
          country: req.country,
          scaleId: result.scale.id,
          gpa: result.gpa.overall.gpa,
        },
      });
    return saved;
  });
  return { ...toSummary(row), request: req, result };
}
