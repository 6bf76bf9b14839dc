import type { CalculationSummary } from "@gradeatlas/contracts/calculations";
import type { AppliedHouseRulesValue } from "@gradeatlas/contracts/house-rules";
import { sql } from "kysely";

export const summaryColumns = [
  "id",
  "title",
  "applicant_name",
  "country",
  "scale_id",
  "scale_name",
  "course_count",
  "gpa",
  "us_credits",
  "created_at",
  "dataset_version",
  "house_rules",
] as const;

export type SummaryRow = {
  id: string;
  title: string | null;
  applicant_name: string | null;
  country: string;
  scale_id: string;
  scale_name: string;
  course_count: number;
  gpa: string | null;
  us_credits: string;
  created_at: Date;
  dataset_version: string | null;
  /** Present when the query selected `notifiedAt` below. */
  notified_at?: Date | string | null;
  house_rules: unknown;
};

/** The house rules a row was saved under, as the history lists them (the whole record is on the calculation). */
const savedUnderRules = (stored: unknown): CalculationSummary["savedUnderRules"] => {
  const applied = stored as AppliedHouseRulesValue | null;
  return applied ? { version: applied.version, changes: applied.changes.map((c) => c.house) } : null;
};

/**
 * The latest notice to the applicant the mail server accepted, as a column of
 * the same query (a subquery on notices' index by calculation), not one more
 * query per row.
 */
export const notifiedAt =
  sql<Date | null>`(select max(n.accepted_at) from notices n where n.calculation_id = calculations.id and n.state = 'accepted')`.as(
    "notified_at",
  );

export const toSummary = (r: SummaryRow): CalculationSummary => ({
  id: r.id,
  title: r.title,
  applicantName: r.applicant_name,
  country: r.country,
  scale: { id: r.scale_id, name: r.scale_name },
  courseCount: r.course_count,
  gpa: r.gpa === null ? null : Number(r.gpa),
  usCredits: Number(r.us_credits),
  createdAt: new Date(r.created_at).toISOString(),
  datasetVersion: r.dataset_version,
  notifiedAt: r.notified_at ? new Date(r.notified_at).toISOString() : null,
  savedUnderRules: savedUnderRules(r.house_rules),
});
