import type { Calculation } from "@gradeatlas/contracts/calculations";
import type { Scale, TranscriptResult } from "@gradeatlas/engine";
import type { GpaReportData } from "@gradeatlas/report";
import type { ReportBranding } from "../branding/index.ts";
import type { GradingCatalog } from "../grading-systems/index.ts";

export interface ReportIdentity {
  number: string;
  code: string;
  verifyUrl: string;
  issuedOn: string;
  paperSize: "A4" | "LETTER";
}

/**
 * What the GPA report prints, from a saved calculation as it was saved: its
 * result, the house rules it was converted under and the dataset version it
 * used (not today's), the issuer's branding, and the report's own identity.
 */
export function buildReportData(input: {
  calculation: Calculation;
  catalog: GradingCatalog;
  /** The scale it was converted with (a custom scale's pinned version included). */
  scale: Scale;
  branding: ReportBranding;
  identity: ReportIdentity;
  dateOfBirth: string;
}): GpaReportData {
  const { calculation, catalog, branding, identity, scale } = input;
  const { request, result } = calculation;
  const country = catalog.country(calculation.country);
  const first = result.courses[0]?.explanation;
  return {
    report: identity,
    issuer: {
      officeName: branding.officeName,
      address: branding.address,
      logo: branding.logo,
      evaluatorName: branding.evaluatorName,
      evaluatorTitle: branding.evaluatorTitle,
      signature: branding.signature,
    },
    applicant: {
      name: request.applicant?.name ?? "",
      id: request.applicant?.id ?? "",
      dateOfBirth: input.dateOfBirth,
      institution: request.applicant?.institution ?? "",
    },
    country: { code: country.code, name: country.name },
    scale: {
      id: calculation.scale.id,
      name: calculation.scale.name,
      level: scale.level,
      method: describeMethod(scale),
      // As they were cited when it was saved.
      sources: first?.sources ?? scale.sources,
    },
    // The API's result is the engine's, with each grade's explanation added.
    result: result as unknown as TranscriptResult,
    localCredits: request.courses.map((c) => c.credits),
    houseRules: (calculation.houseRules?.changes ?? []).map((change) => change.label),
    datasetVersion: result.datasetVersion ?? "not recorded (saved before versions were kept)",
    notes: request.notes ?? "",
  };
}

const formulaNames = {
  "modified-bavarian": "the modified Bavarian formula",
  "peking-university": "Peking University's formula",
};

/** The scale's method in plain words, for the whole report (each grade's own band is on the course table). */
export function describeMethod(scale: Scale): string {
  const m = scale.method;
  if (m.type === "bands")
    return `Band table: each local grade falls in one of the scale's ${m.bands.length} published bands, which sets its US letter and points.`;
  if (m.type === "formula")
    return `Published formula: each grade is converted with ${formulaNames[m.formula]}, then read on the US 4.0 scale.`;
  return `Linear: each grade is placed between the ${m.points.length} published reference points that tie local grades to US points.`;
}
