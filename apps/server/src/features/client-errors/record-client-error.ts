import type { ClientErrorReport } from "@gradeatlas/contracts/client-error-report";
import { sql } from "kysely";
import type { Db } from "../../db/open-database.ts";

/** Keep the newest reports only: a crash loop must not fill the disk. */
export const MAX_STORED_REPORTS = 5000;

/** Stores a report and drops the oldest beyond the cap, in one transaction: both happen or neither. */
export async function recordClientError(
  db: Db,
  report: ClientErrorReport,
  reporterId: string | null,
): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("client_error_reports")
      .values({
        message: report.message,
        stack: report.stack ?? null,
        route: report.route,
        user_agent: report.userAgent ?? null,
        context: JSON.stringify({ occurredAt: report.occurredAt, recentErrors: report.recentErrors }),
        reporter_id: reporterId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await sql`delete from client_error_reports where id in (
      select id from client_error_reports order by created_at desc offset ${MAX_STORED_REPORTS}
    )`.execute(trx);
    return row;
  });
}
