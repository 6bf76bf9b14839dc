import { clientRoutes } from "@gradeatlas/contracts/client-routes";
import type { GpaReport } from "@gradeatlas/contracts/gpa-reports";
import type { Selectable } from "kysely";
import type { GpaReportsTable } from "../../db/schema.ts";

export type GpaReportRow = Selectable<GpaReportsTable>;

/** The columns a report's view needs: everything but the PDF's bytes. */
export const reportColumns = [
  "id",
  "code",
  "number",
  "calculation_id",
  "issued_by",
  "institution_id",
  "issuer_name",
  "evaluator_name",
  "applicant_initials",
  "country",
  "gpa",
  "sha256",
  "issued_at",
  "revoked_at",
  "revoked_by",
  "revoke_reason",
] as const;

export type ReportViewRow = Omit<GpaReportRow, "pdf">;

export const verifyUrlOf = (baseUrl: string, code: string) =>
  `${baseUrl}${clientRoutes.verifyReport.replace(":code", code)}`;

export function toGpaReport(
  row: ReportViewRow,
  extra: { baseUrl: string; issuedBy: string; canRevoke: boolean },
): GpaReport {
  return {
    id: row.id,
    number: row.number,
    code: row.code,
    verifyUrl: verifyUrlOf(extra.baseUrl, row.code),
    calculationId: row.calculation_id,
    issuedAt: new Date(row.issued_at).toISOString(),
    issuedBy: extra.issuedBy,
    applicantInitials: row.applicant_initials,
    gpa: row.gpa === null ? null : Number(row.gpa),
    revoked: row.revoked_at ? { at: new Date(row.revoked_at).toISOString(), reason: row.revoke_reason ?? "" } : null,
    canRevoke: extra.canRevoke,
  };
}
