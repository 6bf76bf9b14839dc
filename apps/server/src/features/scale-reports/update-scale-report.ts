import {
  type ScaleReport,
  scaleReportTransitions,
  type UpdateScaleReportRequest,
} from "@gradeatlas/contracts/scale-reports";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/open-database.ts";
import { isUuid } from "../../db/uuid.ts";
import type { Mailer } from "../../email/mailer.ts";
import { scaleReportReplyMessage } from "../../email/messages.ts";
import { AppError, notFound } from "../../errors.ts";
import type { GradingCatalog } from "../grading-systems/index.ts";
import { selectScaleReports, toScaleReport } from "./scale-report-rows.ts";

const noSuchReport = (id: string) => notFound(`There is no scale report with id "${id}".`);

/**
 * An operator moves a report on (new → confirmed → fixed, or rejected) and/or
 * replies. A reply is e-mailed to the reporter when there is an address. The
 * change and the outbox record are one transaction: an operator never sees a
 * reply as sent that was not recorded, nor a recorded mail for a change that
 * was rolled back. (With SMTP the mail leaves before the commit; if the commit
 * then fails the operator sees the old state and may send it again.)
 */
export async function updateScaleReport(
  deps: { db: Db; mailer: Mailer; config: Config; catalog: GradingCatalog },
  id: string,
  change: UpdateScaleReportRequest,
): Promise<ScaleReport> {
  if (!isUuid(id)) throw noSuchReport(id);
  return deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("scale_reports")
      .select("state")
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw noSuchReport(id);
    const next = change.state ?? current.state;
    if (!scaleReportTransitions[current.state].includes(next)) {
      throw new AppError(
        "conflict",
        `A ${current.state} report cannot become ${next}. From ${current.state} it can become: ${scaleReportTransitions[
          current.state
        ].join(", ")}.`,
      );
    }
    const now = new Date();
    await trx
      .updateTable("scale_reports")
      .set({
        state: next,
        updated_at: now,
        ...(change.reply !== undefined ? { reply: change.reply, replied_at: now } : {}),
      })
      .where("id", "=", id)
      .execute();
    const report = toScaleReport(await selectScaleReports(trx).where("r.id", "=", id).executeTakeFirstOrThrow());
    if (change.reply !== undefined && report.reporterEmail) {
      const countryName = countryNameOf(deps.catalog, report.country);
      await deps.mailer.send(
        scaleReportReplyMessage(
          report.reporterEmail,
          { scaleName: report.scaleName, countryName, grade: report.grade, state: report.state, reply: change.reply },
          deps.config.BASE_URL,
        ),
        trx,
      );
    }
    return report;
  });
}

function countryNameOf(catalog: GradingCatalog, code: string): string {
  return catalog.summaries.find((s) => s.code === code)?.name ?? code;
}
