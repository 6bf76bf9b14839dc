import { z } from "zod";
import { pointsProfiles, usLetters } from "../us-scale.ts";
import { sharedScaleMask } from "./international-scale-refs.ts";
import { sourceConfirms, sourceKinds } from "./source-kind.ts";

// The grading-systems dataset, one JSON file per country (data/README.md says
// the same for people). Every file is parsed with these schemas in tests and
// at build, so a bad file fails loudly with its path and the field at fault.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD");

export const sourceSchema = z.object({
  publisher: z.string().min(1),
  title: z.string().min(1),
  url: z.url({ protocol: /^https?$/ }),
  accessed: isoDate,
  /**
   * What the source confirms. Absent: the local scale and its US equivalents.
   * "local-scale": only the local bands, labels or pass mark (a ministry or a
   * university describing its own grades), so the US letters rest on the
   * other sources; the UI says so when those are all calculator sites.
   * "some-us-equivalents": US letters for some grades only (a graduate
   * school's minimum, its B, and B+ or A- thresholds); the UI says the other
   * grades rest on the scale's other sources.
   */
  confirms: z.enum(sourceConfirms).optional(),
  /**
   * Who published it, only where the address cannot tell: a credential
   * evaluator's slides copied onto a document-sharing site ("evaluator"), an
   * aggregator's table copied into a code repository ("calculator").
   * Absent: the kind follows from the address (source-kind.ts).
   */
  kind: z.enum(sourceKinds).optional(),
});

export const outcomes = ["graded", "pass", "credit-only", "condoned", "no-credit"] as const;
export type Outcome = (typeof outcomes)[number];

const bandFields = {
  us: z.enum(usLetters).optional(),
  localLabel: z.string().min(1).optional(),
  outcome: z.enum(outcomes).default("graded"),
};

export const numericBandSchema = z.object({ from: z.number(), to: z.number(), ...bandFields });
export const labelBandSchema = z.object({ label: z.string().min(1), ...bandFields });

const roundingRule = z
  .string()
  .regex(/^(round-half-up|truncate)-[0-4]$/, "must be round-half-up-N or truncate-N (N = 0..4 decimals)");

export const bandsMethodSchema = z.object({
  type: z.literal("bands"),
  profile: z.enum(pointsProfiles),
  bands: z.array(z.union([numericBandSchema, labelBandSchema])).min(1),
});
export const formulaMethodSchema = z.object({
  type: z.literal("formula"),
  formula: z.enum(["modified-bavarian", "peking-university"]),
  rounding: roundingRule,
  profile: z.enum(pointsProfiles).default("standard"),
});
export const linearMethodSchema = z.object({
  type: z.literal("linear"),
  rounding: roundingRule,
  profile: z.enum(pointsProfiles).default("standard"),
  points: z.array(z.object({ grade: z.number(), us: z.number().min(0).max(4) })).min(2),
});
export const methodSchema = z.discriminatedUnion("type", [bandsMethodSchema, formulaMethodSchema, linearMethodSchema]);

/**
 * Another published reading of the same scale: the bands one source gives
 * where it puts grades on different US letters than the default. A source
 * often publishes only part of a scale, so the bands need not cover it.
 */
export const alternativeReadingSchema = z.object({
  kind: z.enum(sourceKinds),
  source: sourceSchema,
  profile: z.enum(pointsProfiles).default("standard"),
  bands: z.array(z.union([numericBandSchema, labelBandSchema])).min(1),
});

/**
 * Other ways transcripts write a grade, each naming the grade it means: a label
 * ("110 e lode" for 110L, "2:1" for Upper Second Class), a number ("отлично"
 * for 5) or a range of numbers ("sehr gut" for 1.0–1.5, read at its weakest
 * mark). They convert as that grade (its band and every alternative reading)
 * but are not listed as grades of their own.
 */
const writtenAsSchema = z.record(z.string().min(1).max(120), z.string().min(1).max(120)).optional();

export const numericGradesSchema = z.object({
  type: z.literal("numeric"),
  min: z.number(),
  max: z.number(),
  step: z.number().positive(),
  /**
   * Other tops transcripts write this scale's numbers out of, where the scale
   * reads those the same ("3.5/4.0" on a CGPA scale that runs to 4.3 or 4.0).
   * The maximum is always one.
   */
  outOf: z.array(z.number().positive()).optional(),
});
export const labelGradesSchema = z.object({ type: z.literal("labels"), labels: z.array(z.string().min(1)).min(2) });

export const levels = ["secondary", "undergraduate", "graduate", "exam"] as const;
export type Level = (typeof levels)[number];

export const scaleSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  name: z.string().min(1),
  level: z.enum(levels),
  scope: z.discriminatedUnion("type", [
    z.object({ type: z.literal("national") }),
    z.object({ type: z.literal("regional"), region: z.string().min(1) }),
    z.object({ type: z.literal("institution"), institution: z.string().min(1) }),
  ]),
  default: z.boolean().optional(),
  direction: z.enum(["higher-better", "lower-better"]),
  grades: z.discriminatedUnion("type", [
    numericGradesSchema.extend({ writtenAs: writtenAsSchema }),
    labelGradesSchema.extend({ writtenAs: writtenAsSchema }),
  ]),
  bestGrade: z.string().min(1),
  passMark: z.string().min(1),
  method: methodSchema,
  notes: z.array(z.string().min(1)).default([]),
  sources: z.array(sourceSchema).min(1, "needs at least one source"),
  /** Published readings that disagree with the default (shown as "sources disagree"). */
  alternatives: z.array(alternativeReadingSchema).default([]),
  /**
   * "none-published": no source we found puts this scale on US letters, so it
   * is recorded with its local bands and sources only and converts nothing
   * (an evaluator still meets it on transcripts). Absent: it converts.
   */
  usEquivalence: z.literal("none-published").optional(),
  lastReviewed: isoDate,
});

export const creditSystemIds = ["us-semester", "us-quarter", "ects", "uk-cats", "marks", "none-known"] as const;

export const countryShape = z.object({
  code: z.string().regex(/^([A-Z]{2}|INT)$/, "must be an ISO 3166-1 alpha-2 code"),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  region: z.string().min(1),
  creditSystem: z.enum(creditSystemIds),
  summary: z.string().min(1).optional(),
  scales: z.array(scaleSchema).min(1),
});

/**
 * A scale as a file may hold it when it is an international one (a country's
 * Cambridge A Levels: "int-cambridge-a-level"): only what is the country's own;
 * international-scale-refs.ts fills in the rest from international.json. For the
 * file format's JSON Schema; files are parsed once the fields are filled in.
 */
const internationalScaleFileSchema = scaleSchema
  .omit(sharedScaleMask)
  .extend({
    internationalScale: z.string().regex(/^int-[a-z0-9-]+$/, "must be the id of a scale in international.json"),
    sources: z.array(sourceSchema).default([]),
  })
  .strict();

/** A country file's shape: a scale is whole, or names the international scale it shares. */
export const countryFileShape = countryShape.extend({
  scales: z.array(z.union([scaleSchema, internationalScaleFileSchema])).min(1),
});

export type Source = z.infer<typeof sourceSchema>;
export type AlternativeReading = z.infer<typeof alternativeReadingSchema>;
export type { SourceKind } from "./source-kind.ts";
export type NumericBand = z.infer<typeof numericBandSchema>;
export type LabelBand = z.infer<typeof labelBandSchema>;
export type Method = z.infer<typeof methodSchema>;
export type Scale = z.infer<typeof scaleSchema>;
export type Country = z.infer<typeof countryShape>;
