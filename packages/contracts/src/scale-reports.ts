import { z } from "zod";

// Reports of a problem with one grading scale (issue 17, review loop): anyone
// files one from the calculator or a country page; operators work through
// them in /sys-admin and reply to the reporter.

export const scaleReportStates = ["new", "confirmed", "fixed", "rejected"] as const;
export type ScaleReportState = (typeof scaleReportStates)[number];

/**
 * The moves an operator may make. A report is confirmed before it is fixed
 * (someone checked the source first); it can be rejected until it is fixed.
 * Staying in the same state is allowed so an operator can write another reply.
 */
export const scaleReportTransitions: Record<ScaleReportState, readonly ScaleReportState[]> = {
  new: ["new", "confirmed", "rejected"],
  confirmed: ["confirmed", "fixed", "rejected"],
  fixed: ["fixed"],
  rejected: ["rejected"],
};

export const SCALE_REPORT_COMMENT_MAX = 2000;
export const SCALE_REPORT_REPLY_MAX = 4000;

export const scaleReportRequestSchema = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,3}$/, "Give the country as its two-letter code, such as DE")
    .transform((c) => c.toUpperCase()),
  scaleId: z.string().trim().min(1, "Name the scale the report is about").max(100, "scaleId is too long"),
  grade: z.string().trim().min(1, "Enter the grade you converted").max(50, "The grade may be at most 50 characters"),
  expected: z
    .string()
    .trim()
    .min(1, "Enter the reading you expected (a US letter such as B+, or a few words)")
    .max(200, "The expected reading may be at most 200 characters"),
  comment: z
    .string()
    .trim()
    .min(1, "Say what is wrong and, if you can, where the right reading is published")
    .max(SCALE_REPORT_COMMENT_MAX, `The comment may be at most ${SCALE_REPORT_COMMENT_MAX} characters`),
  /** Guests only: where the reply goes. A signed-in user's account address is used instead. */
  email: z.email("Please enter a valid email address").max(254).optional(),
});
export type ScaleReportRequest = z.infer<typeof scaleReportRequestSchema>;

export const scaleReportCreatedSchema = z.object({ id: z.string() });

export const scaleReportSchema = z.object({
  id: z.string(),
  country: z.string(),
  scaleId: z.string(),
  scaleName: z.string(),
  grade: z.string(),
  expected: z.string(),
  comment: z.string(),
  /** Where a reply goes: the account's address, the one a guest left, or null. */
  reporterEmail: z.string().nullable(),
  signedIn: z.boolean(),
  state: z.enum(scaleReportStates),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScaleReport = z.infer<typeof scaleReportSchema>;
export const scaleReportListSchema = z.object({ reports: z.array(scaleReportSchema) });

export const scaleReportFilterSchema = z.object({
  state: z.enum(scaleReportStates, { message: `state must be one of: ${scaleReportStates.join(", ")}` }).optional(),
});

export const updateScaleReportRequestSchema = z
  .object({
    state: z.enum(scaleReportStates, { message: `state must be one of: ${scaleReportStates.join(", ")}` }).optional(),
    reply: z
      .string()
      .trim()
      .min(1, "Write a reply or leave the field out")
      .max(SCALE_REPORT_REPLY_MAX, `A reply may be at most ${SCALE_REPORT_REPLY_MAX} characters`)
      .optional(),
  })
  .refine((r) => r.state !== undefined || r.reply !== undefined, { message: "Send a new state, a reply, or both" });
export type UpdateScaleReportRequest = z.infer<typeof updateScaleReportRequestSchema>;
