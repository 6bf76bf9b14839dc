import { type CrmFieldMapping, crmFieldMappings } from "@gradeatlas/contracts/crm-field-mapping";
import {
  type CrmKind,
  defaultMapping,
  type FieldMapping,
  fieldMappingSchema,
  type SyncField,
} from "@gradeatlas/contracts/crm-sync";

// The mapping editor's data: readable names for the GradeAtlas fields, the
// mapping guide's row for each field it covers (the same data the
// /crm-mapping-guide page shows), and the schema's problems by row.

const guideRowOf: Partial<Record<SyncField, string>> = {
  applicant_name: "Applicant name",
  applicant_id: "Applicant ID",
  country_iso: "Country (ISO code)",
  scale_id: "Scale id",
  scale_name: "Scale name",
  course_count: "Course count",
  us_credits: "US credits",
  gpa_overall: "Overall GPA",
  gpa_last60: "Last-60 GPA",
  gpa_by_year: "Per-year GPAs",
  method: "Method",
  source: "Source",
  evaluator: "Evaluator",
  evaluated_on: "Date",
};

// Fields only a sync knows, so the guide has no row for them.
const syncOnlyLabels: Partial<Record<SyncField, string>> = {
  applicant_email: "Applicant e-mail",
  report_number: "GPA report number",
  report_url: "GPA report link",
  dataset_version: "Dataset version",
  calculation_id: "Calculation id",
  event: "Event (what happened)",
};

export function guideRow(field: SyncField): CrmFieldMapping | null {
  const name = guideRowOf[field];
  return (name && crmFieldMappings.find((m) => m.field === name)) || null;
}

export function syncFieldLabel(field: SyncField): string {
  return guideRow(field)?.field ?? syncOnlyLabels[field] ?? field;
}

/** The guide's suggestion for a field in the chosen CRM (webhooks have none: the receiver decides). */
export function guideSuggestion(kind: CrmKind, field: SyncField): string | null {
  const row = guideRow(field);
  if (!row) return null;
  if (kind === "salesforce") return row.salesforce;
  if (kind === "hubspot") return row.hubspot;
  if (kind === "slate_sftp" || kind === "slate_feed") return row.slate;
  return null;
}

export type MappingRow = FieldMapping[number];

export interface MappingProblems {
  /** By row index: what is wrong with its CRM field name. */
  rows: Record<number, string>;
  /** About the whole list (none mapped, too many). */
  overall: string | null;
}

/** The contracts' checks of a mapping, placed where the editor shows them. */
export function mappingProblems(rows: readonly MappingRow[]): MappingProblems {
  const parsed = fieldMappingSchema.safeParse(rows);
  const problems: MappingProblems = { rows: {}, overall: null };
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const [index] = issue.path;
    if (typeof index === "number") problems.rows[index] ??= issue.message;
    else problems.overall ??= issue.message;
  }
  return problems;
}

/** "Reset to the suggested mapping": the contracts' default for the kind, as fresh rows. */
export const suggestedMapping = (kind: CrmKind): MappingRow[] => defaultMapping(kind).map((row) => ({ ...row }));
