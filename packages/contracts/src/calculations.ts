import { z } from "zod";
import { convertTranscriptRequestSchema, convertTranscriptResponseSchema } from "./conversions.ts";

// /api/v1/calculations: a signed-in user's saved transcripts. The server
// converts again when saving, so what is stored is what the engine says.

const text = (max: number) => z.string().trim().max(max).optional();

export const saveCalculationRequestSchema = convertTranscriptRequestSchema.extend({
  title: text(200),
  applicant: z.object({ name: text(200), id: text(100), institution: text(200) }).optional(),
  notes: text(5000),
});
export type SaveCalculationRequest = z.input<typeof saveCalculationRequestSchema>;

export const calculationSummarySchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  applicantName: z.string().nullable(),
  country: z.string(),
  scale: z.object({ id: z.string(), name: z.string() }),
  courseCount: z.number(),
  gpa: z.number().nullable(),
  usCredits: z.number(),
  createdAt: z.string(),
});
export type CalculationSummary = z.infer<typeof calculationSummarySchema>;

export const calculationListSchema = z.object({
  calculations: z.array(calculationSummarySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CalculationList = z.infer<typeof calculationListSchema>;

export const calculationSchema = calculationSummarySchema.extend({
  request: saveCalculationRequestSchema,
  result: convertTranscriptResponseSchema,
});
export type Calculation = z.infer<typeof calculationSchema>;

export const CALCULATION_PAGE_SIZE = 20;
export const MAX_CALCULATION_PAGE_SIZE = 100;

/**
 * Searching and filtering the history (premium): text in the title or
 * applicant name, and the country's code.
 */
export const calculationSearchSchema = z.object({
  q: z.string().trim().max(200, "q may be at most 200 characters").optional(),
  country: z
    .string()
    .regex(/^([A-Z]{2}|INT)$/, "country must be a code such as IN, GB or INT")
    .optional(),
});
export type CalculationSearch = z.infer<typeof calculationSearchSchema>;

/** Rows in one CSV export of the history. */
export const MAX_EXPORT_ROWS = 5000;
