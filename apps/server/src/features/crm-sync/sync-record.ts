import type { Calculation } from "@gradeatlas/contracts/calculations";
import { clientRoutes } from "@gradeatlas/contracts/client-routes";
import type { CrmEvent, SyncRecord } from "@gradeatlas/contracts/crm-sync";
import type { Scale } from "@gradeatlas/engine";
import { guestAccess } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";
import { AppError } from "../../errors.ts";
import { institutionReader, readCalculation } from "../calculations/index.ts";
import { withCustomScale } from "../custom-scales/index.ts";
import { currentReportOf, describeMethod, type IssuedReport } from "../gpa-reports/index.ts";
import type { GradingCatalog } from "../grading-systems/index.ts";
import type { SyncItem } from "./connectors/connector.ts";

export type SyncRecordDeps = { db: Db; baseUrl: string; catalog: GradingCatalog };
export type SyncRecordInput = {
  institutionId: string;
  event: CrmEvent;
  calculationId: string;
  reportId?: string | null;
};
export type BuiltSyncRecord = { record: SyncRecord; subject: string | null; report: SyncItem["report"] };

/** As the GPA report prints them: two decimals, still a number. */
const gpa2 = (n: number | null | undefined) => (n === null || n === undefined ? null : Number(n.toFixed(2)));

/**
 * One saved calculation as GradeAtlas's CRM fields (the mapping guide's
 * summary columns), with its current GPA report, read as the institution it
 * was saved under. Null when the calculation is gone (deleted while queued).
 */
export async function buildSyncRecord(deps: SyncRecordDeps, input: SyncRecordInput): Promise<BuiltSyncRecord | null> {
  const { db, baseUrl } = deps;
  let calculation: Calculation;
  try {
    calculation = await readCalculation(db, institutionReader(input.institutionId), input.calculationId);
  } catch (err) {
    if (err instanceof AppError && err.code === "not_found") return null;
    throw err;
  }
  const { request, result } = calculation;
  const report = await currentReportOf(db, baseUrl, calculation.id, input.reportId);
  const applicant = request.applicant as { name?: string; id?: string; email?: string } | undefined;
  // As cited when it was saved (the report does the same), else the scale's own.
  const scale = await scaleOf(deps, input.institutionId, calculation);
  const cited = result.courses[0]?.explanation.sources[0] ?? scale?.sources[0];
  const record: SyncRecord = {
    applicant_id: blankToNull(applicant?.id),
    applicant_name: blankToNull(applicant?.name),
    applicant_email: blankToNull(applicant?.email),
    country_iso: calculation.country,
    scale_id: calculation.scale.id,
    scale_name: calculation.scale.name,
    course_count: calculation.courseCount,
    us_credits: result.usCredits,
    gpa_overall: gpa2(result.gpa.overall.gpa),
    gpa_last60: gpa2(result.gpa.last60.gpa),
    gpa_by_year: byYear(result.gpa.byYear),
    method: scale ? describeMethod(scale) : null,
    source: cited ? [cited.publisher, cited.url].filter(Boolean).join(", ") : null,
    evaluator: calculation.savedBy || null,
    evaluated_on: report?.issuedOn ?? calculation.createdAt.slice(0, 10),
    report_number: report?.number ?? null,
    report_url: report?.verifyUrl ?? null,
    dataset_version: result.datasetVersion ?? calculation.datasetVersion ?? null,
    calculation_id: calculation.id,
    event: input.event,
  };
  return {
    record,
    subject: calculation.title || calculation.applicantName || `${calculation.scale.name} (${calculation.country})`,
    report: report ? attachment(report) : null,
  };
}

const blankToNull = (s: string | undefined) => (s?.trim() ? s.trim() : null);
const attachment = (r: IssuedReport) => ({ number: r.number, filename: r.filename, content: r.content });

/** "2021: 3.10; 2022: 3.55", as the mapping guide shows it; years without a GPA are left out. */
function byYear(years: Record<string, { gpa: number | null }>): string | null {
  const parts = Object.entries(years)
    .filter(([, y]) => y.gpa !== null)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([year, y]) => `${year}: ${(y.gpa as number).toFixed(2)}`);
  return parts.length ? parts.join("; ") : null;
}

/**
 * The scale it was converted with: the dataset's, or the institution's own
 * custom scale at its pinned version. Null when it no longer resolves (a
 * country or scale dropped from the dataset): the method is then left out.
 */
async function scaleOf(deps: SyncRecordDeps, institutionId: string, calculation: Calculation): Promise<Scale | null> {
  const { db, catalog, baseUrl } = deps;
  try {
    const institution = await db
      .selectFrom("institutions")
      .select("name")
      .where("id", "=", institutionId)
      .executeTakeFirstOrThrow();
    // Resolving a custom scale needs the institution's view, not a user's.
    const access = {
      ...guestAccess,
      institution: { id: institutionId, name: institution.name, role: "admin" as const },
    };
    const resolved = await withCustomScale(
      db,
      catalog,
      access,
      `${baseUrl}${clientRoutes.customScales}`,
      calculation.request,
    );
    return resolved.catalog.scale(resolved.request.country, resolved.request.scale).scale;
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}
