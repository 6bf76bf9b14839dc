import { z } from "zod";

// The premium GPA report (issue 19): issued by the server from a saved
// calculation, kept byte for byte, and checkable by anyone at /verify/{code}.

/** A calendar day as YYYY-MM-DD that exists. */
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "dateOfBirth must be a date as YYYY-MM-DD")
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, "dateOfBirth must be a date that exists")
  .refine((text) => text >= "1900-01-01", "dateOfBirth must be in 1900 or later")
  .refine((text) => text <= new Date().toISOString().slice(0, 10), "dateOfBirth cannot be in the future");

export const paperSizes = ["A4", "LETTER"] as const;

export const issueGpaReportRequestSchema = z.object({
  calculationId: z.uuid({ message: "calculationId must be a saved calculation's id" }),
  /** Printed when given; never shown on the verify page. */
  dateOfBirth: z.union([day, z.literal("")]).optional(),
  /** Left out: the institution's default (A4 unless its branding says Letter). */
  paperSize: z.enum(paperSizes, { message: "paperSize must be A4 or LETTER" }).optional(),
});
export type IssueGpaReportRequest = z.input<typeof issueGpaReportRequestSchema>;

export const revokeGpaReportRequestSchema = z.object({
  reason: z
    .string({ message: "reason is required: say why the report is revoked" })
    .trim()
    .min(3, "reason is required: say why the report is revoked (at least 3 characters)")
    .max(500, "reason may be at most 500 characters"),
});
export type RevokeGpaReportRequest = z.input<typeof revokeGpaReportRequestSchema>;

const revocation = z.object({ at: z.string(), reason: z.string() }).nullable();

/** An issued report as its issuer and their colleagues see it. */
export const gpaReportSchema = z.object({
  id: z.string(),
  number: z.string(),
  code: z.string(),
  verifyUrl: z.string(),
  calculationId: z.string().nullable(),
  issuedAt: z.string(),
  issuedBy: z.string(),
  applicantInitials: z.string(),
  gpa: z.number().nullable(),
  revoked: revocation,
  /** True when the caller may revoke it: the institution's admins, or the issuer without an institution. */
  canRevoke: z.boolean(),
});
export type GpaReport = z.infer<typeof gpaReportSchema>;

export const gpaReportListSchema = z.object({ reports: z.array(gpaReportSchema) });
export type GpaReportList = z.infer<typeof gpaReportListSchema>;

/**
 * What /verify/{code} shows anyone holding the code: no more than the printed
 * report says (initials, not the name; no date of birth, no courses).
 */
export const verifiedReportSchema = z.object({
  number: z.string(),
  issuer: z.string(),
  evaluator: z.string(),
  issuedOn: z.string(),
  applicantInitials: z.string(),
  country: z.string(),
  gpa: z.number().nullable(),
  revoked: revocation,
});
export type VerifiedReport = z.infer<typeof verifiedReportSchema>;

export const verifyCheckSchema = z.object({
  /** True when the uploaded file is byte for byte the report as issued. */
  identical: z.boolean(),
});
export type VerifyCheck = z.infer<typeof verifyCheckSchema>;

/** A report's code as printed: GA- and four groups of four digits and capitals (no I, L, O or U). */
export const REPORT_CODE_PATTERN =
  /^GA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Codes are printed in capitals but typed by people: accept lower case and spaces. */
export const normaliseReportCode = (text: string): string => text.trim().toUpperCase().replace(/\s+/g, "");

/** The largest PDF the verify page accepts for comparison. */
export const MAX_VERIFY_UPLOAD_BYTES = 10 * 1024 * 1024;
