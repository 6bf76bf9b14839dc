import { createHash } from "node:crypto";
import { normaliseReportCode, REPORT_CODE_PATTERN, type VerifiedReport } from "@gradeatlas/contracts/gpa-reports";
import type { Db } from "../../db/open-database.ts";
import { AppError, notFound } from "../../errors.ts";

const unknown = () => notFound("No GPA report has this code. Check it against the printed report.");

async function byCode(db: Db, text: string) {
  const code = normaliseReportCode(text);
  if (!REPORT_CODE_PATTERN.test(code)) throw unknown();
  const row = await db
    .selectFrom("gpa_reports")
    .select([
      "number",
      "issuer_name",
      "evaluator_name",
      "issued_at",
      "applicant_initials",
      "country",
      "gpa",
      "sha256",
      "revoked_at",
      "revoke_reason",
    ])
    .where("code", "=", code)
    .executeTakeFirst();
  if (!row) throw unknown();
  return row;
}

/**
 * What anyone holding a report's code may see: no more than the printed
 * report says (initials rather than the name), and whether it was revoked.
 */
export async function verifyGpaReport(db: Db, code: string): Promise<VerifiedReport> {
  const row = await byCode(db, code);
  return {
    number: row.number,
    issuer: row.issuer_name,
    evaluator: row.evaluator_name,
    issuedOn: new Date(row.issued_at).toISOString().slice(0, 10),
    applicantInitials: row.applicant_initials,
    country: row.country,
    gpa: row.gpa === null ? null : Number(row.gpa),
    revoked: row.revoked_at ? { at: new Date(row.revoked_at).toISOString(), reason: row.revoke_reason ?? "" } : null,
  };
}

/** True when `file` is byte for byte the report issued under `code`. */
export async function isIssuedCopy(db: Db, code: string, file: Uint8Array): Promise<boolean> {
  const row = await byCode(db, code);
  return createHash("sha256").update(file).digest("hex") === row.sha256;
}

/** Whether a report was issued under `code` (the verify page's 200 or 404). */
export async function reportCodeExists(db: Db, code: string): Promise<boolean> {
  try {
    await byCode(db, code);
    return true;
  } catch (e) {
    if (e instanceof AppError && e.code === "not_found") return false;
    throw e;
  }
}
