import { sourceConfirms } from "@gradeatlas/engine";
import { z } from "zod";
import { countryCodeSchema as country } from "./grading-systems.ts";

// POST /api/v1/convert/grade and POST /api/v1/convert/transcript.

/** Most transcripts have under 80 courses; 500 covers any degree with room to spare. */
export const MAX_COURSES = 500;

const scale = z.string().trim().min(1, "scale must not be empty").max(100).optional();
const grade = z
  .union([z.string(), z.number()], { error: "grade is required, as text or a number" })
  .transform((g) => String(g))
  .refine((g) => g.length <= 50, "grade must be at most 50 characters");

export const convertGradeRequestSchema = z.object({ country, scale, grade });
export type ConvertGradeRequest = z.input<typeof convertGradeRequestSchema>;

export const creditSystemSchema = z.enum(["us-semester", "us-quarter", "ects", "uk-cats"], {
  error: "creditSystem must be us-semester, us-quarter, ects or uk-cats",
});

export const courseInputSchema = z.object({
  grade,
  credits: z.number({ error: "credits must be a number" }).finite().min(0, "credits must be 0 or more").max(1000),
  creditSystem: creditSystemSchema.optional(),
  name: z.string().max(200).optional(),
  year: z.union([z.string().max(20), z.number().int()]).optional(),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
});

export const convertTranscriptRequestSchema = z.object({
  country,
  scale,
  courses: z
    .array(courseInputSchema, { error: "courses must be a list" })
    .min(1, "a transcript needs at least one course")
    .max(MAX_COURSES, `a transcript may have at most ${MAX_COURSES} courses`),
  creditSystem: creditSystemSchema.optional(),
  repeatPolicy: z.enum(["all-attempts", "latest-attempt"]).optional(),
});
export type ConvertTranscriptRequest = z.input<typeof convertTranscriptRequestSchema>;

const sourceSchema = z.object({
  publisher: z.string(),
  title: z.string(),
  url: z.string(),
  accessed: z.string(),
  // "local-scale": the source confirms only the local bands, not the US letters;
  // "some-us-equivalents": it gives US letters for some grades only.
  confirms: z.enum(sourceConfirms).optional(),
});

const explanationSchema = z.object({
  scale: z.object({ id: z.string(), name: z.string() }),
  method: z.string(),
  rounding: z.string(),
  sources: z.array(sourceSchema).readonly(),
});

/** Another published reading that puts the grade on a different US letter ("sources disagree"). */
const alternativeSchema = z.object({
  usLetter: z.string(),
  usPoints: z.number(),
  kind: z.enum(["official", "evaluator", "university", "calculator"]),
  source: sourceSchema,
});

const conversionFields = {
  usLetter: z.string().nullable(),
  usPoints: z.number().nullable(),
  outcome: z.enum(["graded", "pass", "credit-only", "condoned", "no-credit"]),
  countsInGpa: z.boolean(),
  pass: z.boolean(),
  localLabel: z.string().nullable(),
  explanation: explanationSchema,
  // Absent from calculations saved before sources' disagreements were recorded.
  alternatives: z.array(alternativeSchema).readonly().default([]),
};

// The grading-systems dataset version an answer was computed with
// (packages/engine/data/CHANGELOG.md): readings change when the data is corrected.
const datasetVersion = z.string();

/** Scales named to a client (id to send back, name to show); none by default. */
const scaleNames = z.array(z.object({ id: z.string(), name: z.string() })).default([]);

export const convertGradeResponseSchema = z.object({
  ...conversionFields,
  scale: z.object({ id: z.string(), name: z.string() }),
  datasetVersion,
  // A grade that fails here but passes on another of the country's scales (a CGPA sent to a
  // percentage default) names them, so a client can ask which was meant. Empty otherwise.
  alsoPassesOn: scaleNames,
});
export type ConvertGradeResponse = z.infer<typeof convertGradeResponseSchema>;

const gpaSchema = z.object({ gpa: z.number().nullable(), gpaCredits: z.number(), qualityPoints: z.number() });

export const convertTranscriptResponseSchema = z.object({
  scale: z.object({ id: z.string(), name: z.string() }),
  courses: z.array(
    z.object({
      ...conversionFields,
      index: z.number(),
      name: z.string().nullable(),
      grade: z.string(),
      year: z.string().nullable(),
      tags: z.array(z.string()),
      usCredits: z.number(),
      gpaCredits: z.number(),
      superseded: z.boolean(),
    }),
  ),
  usCredits: z.number(),
  gpa: z.object({
    overall: gpaSchema,
    byYear: z.record(z.string(), gpaSchema),
    last60: gpaSchema.extend({ courses: z.number() }),
    byTag: z.record(z.string(), gpaSchema),
  }),
  repeatPolicy: z.enum(["all-attempts", "latest-attempt"]),
  warnings: z.array(z.string()),
  // Always sent by the API; absent from results saved before versions were recorded.
  datasetVersion: datasetVersion.optional(),
  // Every course fails here but some pass on another of the country's scales (course grade
  // points sent to a marks default): those scales, so a client can ask which was meant.
  alsoPassesOn: scaleNames,
});
export type ConvertTranscriptResponse = z.infer<typeof convertTranscriptResponseSchema>;
