import type { ScaleReportRequest } from "@gradeatlas/contracts/scale-reports";
import type { Access } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import type { GradingCatalog } from "../grading-systems/index.ts";

/** A signed-in reporter, and the institution they belong to (whose audit trail records the report). */
export type Reporter = { id: string; email: string; institution: Access["institution"] };

/**
 * Files a report about one scale into the operators' queue, in state "new".
 * The scale must exist (a report on nothing cannot be acted on); its name is
 * stored as the reporter saw it. A signed-in reporter is linked by id, so the
 * reply goes to their account's address; a guest's address is kept only if given.
 * An institution member's report goes into its audit trail, in the same transaction.
 */
export async function fileScaleReport(
  db: Db,
  catalog: GradingCatalog,
  reporter: Reporter | null,
  report: ScaleReportRequest,
): Promise<{ id: string }> {
  let scaleName: string;
  try {
    scaleName = catalog.scale(report.country, report.scaleId).scale.name;
  } catch (e) {
    // Unknown country or scale is bad input here, not a missing resource.
    if (e instanceof AppError && e.code === "not_found") throw new AppError("validation_failed", e.message);
    throw e;
  }
  return db.transaction().execute(async (trx) => {
    const filed = await trx
      .insertInto("scale_reports")
      .values({
        country: report.country,
        scale_id: report.scaleId,
        scale_name: scaleName,
        grade: report.grade,
        expected: report.expected,
        comment: report.comment,
        reporter_id: reporter?.id ?? null,
        reporter_email: reporter ? null : (report.email?.toLowerCase() ?? null),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (reporter?.institution)
      await recordAudit(trx, {
        institutionId: reporter.institution.id,
        actor: reporter,
        action: "scale.reported",
        subject: scaleName,
        detail: {
          reportId: filed.id,
          country: report.country,
          scaleId: report.scaleId,
          grade: report.grade,
          expected: report.expected,
        },
      });
    return filed;
  });
}
