import { z } from "zod";
import { convertTranscriptRequestSchema, convertTranscriptResponseSchema } from "./conversions.ts";
import { appliedHouseRulesSchema } from "./house-rules.ts";

// /api/v1/calculations: a signed-in user's saved transcripts. The server
// converts again when saving, so what is stored is what the engine says.

const text = (max: number) => z.string().trim().max(max).optional();

// Lower-cased, as notices store addresses and as CRMs match contacts on them.
const applicantEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "An e-mail address is at most 254 characters.")
  .refine(
    (v) => v === "" || z.email().safeParse(v).success,
    "Enter the applicant's e-mail address, e.g. name@example.com.",
  )
  .optional();

/** Who the transcript belongs to: matched on by a CRM sync (the id, or the e-mail for HubSpot). */
export const applicantSchema = z.object({
  name: text(200),
  id: text(100),
  institution: text(200),
  email: applicantEmail,
});
export type Applicant = z.infer<typeof applicantSchema>;

export const saveCalculationRequestSchema = convertTranscriptRequestSchema.extend({
  title: text(200),
  applicant: applicantSchema.optional(),
  notes: text(5000),
  /**
   * The version of the institution's house rules the member's calculator
   * applied (0: none yet). When the rules have changed since, saving is a 409:
   * the saved GPA must be the one the member saw. Left out, the server applies
   * the current rules and the response says which.
   */
  houseRulesVersion: z.number().int().min(0).optional(),
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
  /** The grading-systems dataset version it was computed with; null when saved before versions were recorded. */
  datasetVersion: z.string().nullable(),
  /** Who saved it, by address: present in the institution's view (scope=team) only. */
  savedBy: z.string().optional(),
  /** When the mail server last accepted a notice to the applicant about it (issue 19); null if never. */
  notifiedAt: z.string().nullable().default(null),
  /**
   * The version of the institution's house rules it was saved under and what they changed
   * ("Latest attempt only"…), for the history list; null when none applied.
   */
  savedUnderRules: z
    .object({ version: z.number().int().min(0), changes: z.array(z.string()) })
    .nullable()
    .default(null),
});
export type CalculationSummary = z.infer<typeof calculationSummarySchema>;

export const calculationListSchema = z.object({
  calculations: z.array(calculationSummarySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /**
   * In the institution's view (scope=team): everyone who saved a calculation
   * under it, by address, members who left included (the "evaluator" filter's options).
   */
  evaluators: z.array(z.object({ id: z.string(), email: z.string() })).optional(),
});
export type CalculationList = z.infer<typeof calculationListSchema>;

export const calculationSchema = calculationSummarySchema.extend({
  request: saveCalculationRequestSchema,
  result: convertTranscriptResponseSchema,
  /** True when the caller may read it but not change it: a colleague's, read by an institution's admin or viewer. */
  readOnly: z.boolean().optional(),
  /** The institution's house rules it was converted under, as they were then; null when none applied. */
  houseRules: appliedHouseRulesSchema.nullable().default(null),
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

/**
 * Whose history (premium for the institution's): "mine" (the default), or
 * "team", the institution's (its admins and viewers), narrowed to one
 * evaluator by their user id.
 */
export const calculationScopeSchema = z
  .object({
    scope: z.enum(["mine", "team"], { message: "scope must be mine or team" }).default("mine"),
    evaluator: z
      .string()
      .regex(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
        "evaluator must be a member's id as the list of evaluators gives it",
      )
      .optional(),
  })
  .refine((s) => s.scope === "team" || s.evaluator === undefined, {
    message: "evaluator filters the institution's history: send it with scope=team",
    path: ["evaluator"],
  });
export type CalculationScope = z.infer<typeof calculationScopeSchema>;

/** Rows in one CSV export of the history. */
export const MAX_EXPORT_ROWS = 5000;

/** GET /api/v1/calculations/summary (premium): the dashboard's figures over the user's saved calculations. */
export const calculationSummaryQuerySchema = z.object({
  months: z.coerce
    .number({ message: "months must be a whole number from 1 to 24" })
    .int("months must be a whole number from 1 to 24")
    .min(1, "months must be a whole number from 1 to 24")
    .max(24, "months must be a whole number from 1 to 24")
    .default(12),
});

/** GPA bands on the dashboard, best first; each `from` is inclusive. */
export const GPA_BANDS = [
  { label: "3.50–4.00", from: 3.5 },
  { label: "3.00–3.49", from: 3.0 },
  { label: "2.50–2.99", from: 2.5 },
  { label: "2.00–2.49", from: 2.0 },
  { label: "Below 2.00", from: 0 },
] as const;

export const calculationStatsSchema = z.object({
  total: z.number().int(),
  last30Days: z.number().int(),
  /** Mean of the saved GPAs (calculations without a GPA left out); null when there are none. */
  averageGpa: z.number().nullable(),
  /** Every month of the window, oldest first, months without a calculation included ("2026-11"). */
  byMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  byCountry: z.array(z.object({ country: z.string(), count: z.number().int(), averageGpa: z.number().nullable() })),
  byScale: z.array(z.object({ scaleId: z.string(), scaleName: z.string(), count: z.number().int() })),
  gpaBands: z.array(z.object({ label: z.string(), count: z.number().int() })),
});
export type CalculationStats = z.infer<typeof calculationStatsSchema>;

/**
 * PATCH /api/v1/calculations/:id: corrects who a saved calculation is for
 * (its owner, or an admin of the institution it was saved under). The GPA is
 * untouched; the institution's CRM connections hear `calculation.updated`.
 */
export const updateApplicantRequestSchema = z.object({ applicant: applicantSchema });
export type UpdateApplicantRequest = z.input<typeof updateApplicantRequestSchema>;
