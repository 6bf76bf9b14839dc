import type { GpaReport } from "@gradeatlas/contracts/gpa-reports";
import type { Access } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";
import { isUuid } from "../../db/uuid.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { readCalculation, teamReadable } from "../calculations/index.ts";
import { type ReportViewRow, reportColumns, toGpaReport } from "./gpa-report-view.ts";
import { canRevoke } from "./issue-gpa-report.ts";

const missing = () => notFound("No GPA report with that id.");

function viewsOf(db: Db) {
  return db
    .selectFrom("gpa_reports")
    .select(reportColumns.map((c) => `gpa_reports.${c}` as const))
    .select((eb) =>
      eb
        .selectFrom("users")
        .select("users.email")
        .whereRef("users.id", "=", "gpa_reports.issued_by")
        .as("issuer_email"),
    );
}

type ViewRow = ReportViewRow & { issuer_email: string | null };

const view = (access: Access, baseUrl: string) => (row: ViewRow) =>
  toGpaReport(row, { baseUrl, issuedBy: row.issuer_email ?? "a former member", canRevoke: canRevoke(access, row) });

/** The reports issued from a calculation the caller may read, newest first. */
export async function listGpaReports(
  db: Db,
  access: Access,
  baseUrl: string,
  calculationId: string,
): Promise<GpaReport[]> {
  const user = access.user as NonNullable<Access["user"]>;
  // Reports are read by whoever History lets read the calculation.
  const calculation = await readCalculation(
    db,
    { userId: user.id, teamOf: await teamReadable(db, access) },
    calculationId,
  );
  const rows = await viewsOf(db)
    .where("gpa_reports.calculation_id", "=", calculation.id)
    .orderBy("gpa_reports.issued_at", "desc")
    .execute();
  return rows.map(view(access, baseUrl));
}

/**
 * One report, when the caller may read it: its issuer, the owner of the
 * calculation it came from, or its institution's admins and viewers. Anyone
 * else gets the 404 of a report that does not exist.
 */
async function readableReport(db: Db, access: Access, id: string) {
  const user = access.user as NonNullable<Access["user"]>;
  if (!isUuid(id)) throw missing();
  const team = await teamReadable(db, access);
  const row = await db
    .selectFrom("gpa_reports")
    .leftJoin("calculations", "calculations.id", "gpa_reports.calculation_id")
    .select(["gpa_reports.id", "gpa_reports.number", "gpa_reports.pdf"])
    .where("gpa_reports.id", "=", id)
    .where((eb) =>
      eb.or([
        eb("gpa_reports.issued_by", "=", user.id),
        eb("calculations.user_id", "=", user.id),
        ...(team ? [eb("gpa_reports.institution_id", "=", team)] : []),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw missing();
  return row;
}

/** The report's PDF exactly as issued. */
export async function gpaReportPdf(db: Db, access: Access, id: string): Promise<{ number: string; pdf: Uint8Array }> {
  const { number, pdf } = await readableReport(db, access, id);
  return { number, pdf };
}

/**
 * Revokes a report with a reason, which the verify page shows from then on.
 * Revoking twice is a 409: the first reason and date stand.
 */
export async function revokeGpaReport(
  db: Db,
  access: Access,
  baseUrl: string,
  id: string,
  reason: string,
): Promise<GpaReport> {
  await readableReport(db, access, id);
  const user = access.user as NonNullable<Access["user"]>;
  return db.transaction().execute(async (trx) => {
    const current = await viewsOf(trx).where("gpa_reports.id", "=", id).forUpdate().executeTakeFirstOrThrow();
    if (!canRevoke(access, current)) {
      throw new AppError("forbidden", "Only your institution's admin can revoke a GPA report.");
    }
    if (current.revoked_at) {
      throw new AppError(
        "conflict",
        `This report was already revoked on ${new Date(current.revoked_at).toISOString().slice(0, 10)}.`,
      );
    }
    await trx
      .updateTable("gpa_reports")
      .set({ revoked_at: new Date(), revoked_by: user.id, revoke_reason: reason })
      .where("id", "=", id)
      .execute();
    if (current.institution_id) {
      await recordAudit(trx, {
        institutionId: current.institution_id,
        actor: user,
        action: "report.revoked",
        subject: current.number,
        detail: { reason },
      });
    }
    const updated = await viewsOf(trx).where("gpa_reports.id", "=", id).executeTakeFirstOrThrow();
    return view(access, baseUrl)(updated);
  });
}
