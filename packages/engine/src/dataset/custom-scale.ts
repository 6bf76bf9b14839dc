import { z } from "zod";
import { convertGrade } from "../convert-grade.ts";
import { EngineError } from "../errors.ts";
import { checkScale } from "./check-scale.ts";
import { labelGradesSchema, numericGradesSchema, type Scale, scaleSchema } from "./schema.ts";

/**
 * What an institution writes for a scale of its own (a partner university's
 * table): the dataset's own fields, checked by the same schema and rules as
 * the published scales. Its source, when public, is the partner's page.
 */
export const customScaleDefinitionSchema = scaleSchema
  .pick({
    name: true,
    level: true,
    direction: true,
    grades: true,
    bestGrade: true,
    passMark: true,
    method: true,
    notes: true,
  })
  .extend({
    // No written forms: the editor has no field for them, so editing would silently drop them.
    grades: z.discriminatedUnion("type", [numericGradesSchema, labelGradesSchema]),
    name: z.string().trim().min(1, "Give the scale a name.").max(120, "A scale's name is at most 120 characters."),
    notes: z.array(z.string().trim().min(1).max(500)).max(20).default([]),
    sourceUrl: z.url({ protocol: /^https?$/, error: "The source must be a web address (https://…)." }).optional(),
  });
export type CustomScaleDefinition = z.infer<typeof customScaleDefinitionSchema>;
export type CustomScaleInput = z.input<typeof customScaleDefinitionSchema>;

export type CustomScaleIdentity = {
  /** The custom scale's id (a UUID) and version. */
  id: string;
  version: number;
  country: string;
  institution: string;
  /** The day this version was written (YYYY-MM-DD): its review and access date. */
  written: string;
  /** Where the institution keeps its scales, cited when the definition names no public source. */
  homeUrl: string;
};

/**
 * The engine's Scale for one version of an institution's scale, and whatever
 * in it breaks the dataset's rules (gaps, overlaps, a pass mark off the
 * scale…), so an editor and the server refuse the same things.
 */
export function buildCustomScale(
  definition: CustomScaleDefinition,
  who: CustomScaleIdentity,
): { scale: Scale; issues: { path: (string | number)[]; message: string }[] } {
  const { sourceUrl, ...fields } = definition;
  const candidate = {
    ...fields,
    id: `${who.country.toLowerCase()}-custom-${who.id.replace(/-/g, "").toLowerCase()}-v${who.version}`,
    scope: { type: "institution", institution: who.institution },
    default: false,
    sources: [
      {
        publisher: who.institution,
        title: sourceUrl ? fields.name : `${fields.name} (the institution's own scale)`,
        url: sourceUrl ?? who.homeUrl,
        accessed: who.written,
      },
    ],
    alternatives: [],
    lastReviewed: who.written,
  };
  const parsed = scaleSchema.safeParse(candidate);
  if (!parsed.success)
    return {
      scale: candidate as unknown as Scale,
      issues: parsed.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message })),
    };
  return { scale: parsed.data, issues: checkScale(parsed.data, who.country) };
}

export type SampleConversion = {
  grade: string;
  usLetter: string | null;
  usPoints: number | null;
  outcome: string | null;
  countsInGpa: boolean;
  /** Why the grade could not be converted (off the scale, not a label…), else null. */
  error: string | null;
};

/** Sample grades converted with a draft scale, as the calculator would: an editor's live preview. */
export function convertSamples(scale: Scale, grades: readonly string[]): SampleConversion[] {
  return grades.map((grade) => {
    try {
      const c = convertGrade(scale, grade);
      return {
        grade,
        usLetter: c.usLetter,
        usPoints: c.usPoints,
        outcome: c.outcome,
        countsInGpa: c.countsInGpa,
        error: null,
      };
    } catch (err) {
      if (!(err instanceof EngineError)) throw err;
      return { grade, usLetter: null, usPoints: null, outcome: null, countsInGpa: false, error: err.message };
    }
  });
}
