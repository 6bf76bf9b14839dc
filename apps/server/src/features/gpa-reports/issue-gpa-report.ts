import { createHash } from "node:crypto";
import { clientRoutes } from "@gradeatlas/contracts/client-routes";
import type { GpaReport, IssueGpaReportRequest } from "@gradeatlas/contracts/gpa-reports";
import { renderGpaReportPdf } from "@gradeatlas/report/node";
import { sql } from "kysely";
import type { Access } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { loadReportBranding } from "../branding/index.ts";
import { readCalculation } from "../calculations/index.ts";
import { enqueueCrmEvent } from "../crm-events/index.ts";
import { withCustomScale } from "../custom-scales/index.ts";
import type { GradingCatalog } from "../grading-systems/index.ts";
import { buildReportData } from "./build-report-data.ts";
import { toGpaReport, verifyUrlOf } from "./gpa-report-view.ts";
import { initialsOf, newReportCode } from "./report-code.ts";

const VIEWERS_READ = "Viewers read reports; your institution's evaluators and admins issue them.";

/**
 * Issues a GPA report from a saved calculation: the owner issues, and so do
 * the admins of the institution it was saved under. The PDF is rendered here,
 * once, and stored with its hash: downloads and e-mails send these bytes, and
 * the verify page compares uploads with the hash.
 */
export async function issueGpaReport(
  deps: { db: Db; catalog: GradingCatalog; baseUrl: string },
  access: Access,
  request: Required<Pick<IssueGpaReportRequest, "calculationId">> & IssueGpaReportRequest,
): Promise<GpaReport> {
  const { db, catalog, baseUrl } = deps;
  const user = access.user as NonNullable<Access["user"]>;
  const institution = access.institution;
  if (institution?.role === "viewer") throw new AppError("forbidden", VIEWERS_READ);
  const teamOf = institution?.role === "admin" ? institution.id : null;
  const calculation = await readCalculation(db, { userId: user.id, teamOf }, request.calculationId);
  // The scale it was saved with: a custom scale's pinned version resolves for the institution's members.
  const resolved = await withCustomScale(
    db,
    catalog,
    access,
    `${baseUrl}${clientRoutes.customScales}`,
    calculation.request,
  );
  const { scale } = resolved.catalog.scale(resolved.request.country, resolved.request.scale);
  const institutionId = institution?.id ?? null;

  const branding = await loadReportBranding(db, { userId: user.id, institutionId });
  const { seq } = await sql<{ seq: string }>`select nextval('gpa_report_numbers') as seq`
    .execute(db)
    .then((r) => r.rows[0] as { seq: string });
  const issuedOn = new Date().toISOString().slice(0, 10);
  const code = newReportCode();
  const identity = {
    number: `GPA-${issuedOn.slice(0, 4)}-${String(seq).padStart(6, "0")}`,
    code,
    verifyUrl: verifyUrlOf(baseUrl, code),
    issuedOn,
    paperSize: request.paperSize ?? branding.paperSize,
  };
  const data = buildReportData({
    calculation,
    catalog,
    scale,
    branding,
    identity,
    dateOfBirth: request.dateOfBirth ?? "",
  });
  const pdf = await renderGpaReportPdf(data);
  const issuerName = branding.officeName.trim() || branding.evaluatorName.trim() || user.email;

  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("gpa_reports")
      .values({
        code,
        number: identity.number,
        calculation_id: calculation.id,
        issued_by: user.id,
        institution_id: institutionId,
        issuer_name: issuerName,
        evaluator_name: branding.evaluatorName.trim() || user.email,
        applicant_initials: initialsOf(data.applicant.name),
        country: data.country.name,
        gpa: calculation.gpa,
        pdf,
        sha256: createHash("sha256").update(pdf).digest("hex"),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (institutionId) {
      const subject = calculation.title ?? calculation.applicantName ?? identity.number;
      await recordAudit(trx, {
        institutionId,
        actor: user,
        action: "report.issued",
        subject,
        detail: { number: identity.number, calculationId: calculation.id },
      });
      await enqueueCrmEvent(trx, {
        institutionId,
        event: "report.issued",
        calculationId: calculation.id,
        reportId: inserted.id,
        subject,
      });
    }
    return inserted;
  });
  return toGpaReport(row, { baseUrl, issuedBy: user.email, canRevoke: canRevoke(access, row) });
}

/** The institution's admins revoke its reports; without an institution, the issuer does. */
export function canRevoke(
  access: Access,
  report: { institution_id: string | null; issued_by: string | null },
): boolean {
  if (!access.user) return false;
  if (report.institution_id) {
    return access.institution?.id === report.institution_id && access.institution.role === "admin";
  }
  return report.issued_by === access.user.id;
}
