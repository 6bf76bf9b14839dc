import type { Db } from "../../db/open-database.ts";
import { isUuid } from "../../db/uuid.ts";
import { AppError, notFound } from "../../errors.ts";
import { verifyUrlOf } from "./gpa-report-view.ts";

const day = (at: Date) => new Date(at).toISOString().slice(0, 10);

/**
 * A report of this calculation that may go out with an e-mail: issued from it
 * and not revoked. Anything else is refused before the e-mail is queued.
 */
export async function attachableReport(
  db: Db,
  calculationId: string,
  reportId: string,
): Promise<{ id: string; number: string }> {
  const missing = () => notFound("No GPA report with that id was issued from this calculation.");
  if (!isUuid(reportId)) throw missing();
  const row = await db
    .selectFrom("gpa_reports")
    .select(["id", "number", "revoked_at"])
    .where("id", "=", reportId)
    .where("calculation_id", "=", calculationId)
    .executeTakeFirst();
  if (!row) throw missing();
  if (row.revoked_at)
    throw new AppError(
      "conflict",
      `GPA report ${row.number} was revoked on ${day(row.revoked_at)}, so it cannot be sent. Issue a new one.`,
    );
  return { id: row.id, number: row.number };
}

export type ReportAttachment =
  | { kind: "attach"; filename: string; content: Uint8Array; verifyUrl: string; number: string }
  | { kind: "revoked"; reason: string };

/**
 * The report's file exactly as issued, for the e-mail that carries it, or why
 * it must not go: revoked while the e-mail waited in the queue.
 */
export async function reportAttachment(db: Db, baseUrl: string, reportId: string): Promise<ReportAttachment | null> {
  const row = await db
    .selectFrom("gpa_reports")
    .select(["number", "code", "pdf", "revoked_at"])
    .where("id", "=", reportId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.revoked_at)
    return {
      kind: "revoked",
      reason: `GPA report ${row.number} was revoked on ${day(row.revoked_at)} before the e-mail went out, so it was not sent`,
    };
  return {
    kind: "attach",
    filename: `${row.number}.pdf`,
    content: row.pdf,
    verifyUrl: verifyUrlOf(baseUrl, row.code),
    number: row.number,
  };
}

export type IssuedReport = {
  number: string;
  filename: string;
  content: Uint8Array;
  verifyUrl: string;
  issuedOn: string;
};

/**
 * The report a CRM sync carries for a calculation: the one named (a
 * `report.issued` event) unless it was revoked since, else the newest report
 * of the calculation still standing; null when none stands.
 */
export async function currentReportOf(
  db: Db,
  baseUrl: string,
  calculationId: string,
  reportId?: string | null,
): Promise<IssuedReport | null> {
  const row = await db
    .selectFrom("gpa_reports")
    .select(["number", "code", "pdf", "issued_at"])
    .where("calculation_id", "=", calculationId)
    .where("revoked_at", "is", null)
    .$if(Boolean(reportId), (q) => q.orderBy((eb) => eb("id", "=", reportId as string), "desc"))
    .orderBy("issued_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    number: row.number,
    filename: `${row.number}.pdf`,
    content: row.pdf,
    verifyUrl: verifyUrlOf(baseUrl, row.code),
    issuedOn: day(row.issued_at),
  };
}
