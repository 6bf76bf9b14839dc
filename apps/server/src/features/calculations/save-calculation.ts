import type { Calculation } from "@gradeatlas/contracts/calculations";
import type { Access } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { convertUnderHouseRules } from "../conversions/index.ts";
import { enqueueCrmEvent } from "../crm-events/index.ts";
import type { GradingCatalog } from "../grading-systems/index.ts";
import { readHouseRules } from "../house-rules/index.ts";
import { summaryColumns, toSummary } from "./calculation-summary.ts";
import { transcriptFlags } from "./transcript-flags.ts";

export type Saver = { id: string; email: string; institution: Access["institution"] };

export const RULES_CHANGED = "The house rules changed while you worked; review and save again.";

/**
 * Saves a calculation converted again here, so a saved GPA is always the
 * engine's. A member's calculation is their institution's too (team history,
 * insights) and goes into its audit trail, in the same transaction, and is
 * converted under the institution's current house rules, which the row keeps.
 * If the member's calculator applied another version of the rules than the
 * current one, saving is refused (409) rather than storing a GPA they did not
 * see; a caller that names no version gets the current rules, and the answer
 * says which.
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
  const house = saver.institution ? await readHouseRules(db, saver.institution.id) : null;
  const version = house?.version ?? 0;
  if (req.houseRulesVersion !== undefined && req.houseRulesVersion !== version)
    throw new AppError("conflict", RULES_CHANGED, { houseRulesVersion: version });
  const { result, changes } = convertUnderHouseRules(catalog, req, house?.rules ?? {});
  const houseRules = house && version > 0 ? { version, rules: house.rules, changes } : null;
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
        house_rules: houseRules ? JSON.stringify(houseRules) : null,
      })
      .returning(summaryColumns)
      .executeTakeFirstOrThrow();
    const subject = req.title || req.applicant?.name || `${result.scale.name} (${req.country})`;
    if (saver.institution) {
      // The institution's CRM connections hear of it in the same transaction (decision 0049).
      await enqueueCrmEvent(trx, {
        institutionId: saver.institution.id,
        event: "calculation.saved",
        calculationId: saved.id,
        subject,
      });
      await recordAudit(trx, {
        institutionId: saver.institution.id,
        actor: saver,
        action: "calculation.saved",
        subject,
        detail: {
          calculationId: saved.id,
          country: req.country,
          scaleId: result.scale.id,
          gpa: result.gpa.overall.gpa,
          ...(houseRules ? { houseRulesVersion: houseRules.version } : {}),
        },
      });
    }
    return saved;
  });
  return { ...toSummary(row), request: req, result, houseRules };
}
