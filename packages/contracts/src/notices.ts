import { z } from "zod";
import type { Calculation } from "./calculations.ts";

// Notifying students (issue 19): an evaluator e-mails an applicant their
// converted GPA from a saved calculation, in the institution's words. The
// message is rendered by `renderNotice` here, so the browser's live preview
// and the e-mail the server sends are the same text (decisions 0046, 0047).

/**
 * Notices one sender may queue per day (UTC), resends included. An office
 * sends a few dozen on a busy day; 200 leaves room for a season's peak while
 * stopping a runaway script from spamming applicants under its name. A solo
 * subscriber gets 50, their own caseload at most.
 */
export const NOTICE_DAILY_CAP_INSTITUTION = 200;
export const NOTICE_DAILY_CAP_SOLO = 50;

export const noticePlaceholders = ["applicantName", "gpa", "institution", "evaluatorName", "reasoning"] as const;
export type NoticePlaceholder = (typeof noticePlaceholders)[number];
export type NoticeValues = Record<NoticePlaceholder, string>;

export const noticePlaceholderLabels: Record<NoticePlaceholder, string> = {
  applicantName: "Applicant's name",
  gpa: "GPA",
  institution: "Institution",
  evaluatorName: "Evaluator's name",
  reasoning: "How it was worked out",
};

export const MAX_NOTICE_SUBJECT = 200;
export const MAX_NOTICE_BODY = 5000;

export const defaultNoticeTemplate = {
  subject: "Your converted GPA from {{institution}}",
  body: [
    "Dear {{applicantName}},",
    "",
    "We have converted your transcript to the US 4.0 scale. Your GPA is {{gpa}}.",
    "",
    "How it was worked out:",
    "{{reasoning}}",
    "",
    "This is a conversion for admission purposes, not a new grade from your school.",
    "If you have questions, reply to this e-mail.",
    "",
    "Kind regards,",
    "{{evaluatorName}}",
    "{{institution}}",
  ].join("\n"),
} as const;

const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Placeholders in a text that are not ones we fill, in the order they first appear. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(noticePlaceholders);
  const found: string[] = [];
  for (const match of text.matchAll(placeholderPattern)) {
    const name = match[1] ?? "";
    if (!known.has(name) && !found.includes(name)) found.push(name);
  }
  return found;
}

export const noticeTemplateSchema = z.object({
  subject: z
    .string({ error: "subject is required" })
    .trim()
    .min(1, "subject must not be empty")
    .max(MAX_NOTICE_SUBJECT, `subject may be at most ${MAX_NOTICE_SUBJECT} characters`)
    .refine((s) => !/[\r\n]/.test(s), "subject must be one line"),
  body: z
    .string({ error: "body is required" })
    .trim()
    .min(1, "body must not be empty")
    .max(MAX_NOTICE_BODY, `body may be at most ${MAX_NOTICE_BODY} characters`),
});
export type NoticeTemplate = z.infer<typeof noticeTemplateSchema>;

/** GET/PUT /api/v1/notices/template: every member reads it, admins change it. */
export const noticeTemplateResponseSchema = z.object({
  template: noticeTemplateSchema,
  /** True until an admin saves their own. */
  isDefault: z.boolean(),
  canEdit: z.boolean(),
  institution: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type NoticeTemplateResponse = z.infer<typeof noticeTemplateResponseSchema>;

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const fill = (text: string, values: NoticeValues, encode: (s: string) => string) =>
  text.replace(placeholderPattern, (whole, name: string) =>
    (noticePlaceholders as readonly string[]).includes(name) ? encode(values[name as NoticePlaceholder]) : whole,
  );

export type RenderedNotice = { subject: string; text: string; html: string };

/**
 * The message, filled in: plain text, and a simple HTML version where every
 * value is escaped (an applicant named "<b>" stays text). Pure, so the
 * preview in the browser is exactly what is sent.
 */
export function renderNotice(template: NoticeTemplate, values: NoticeValues): RenderedNotice {
  const subject = fill(template.subject, values, (s) => s.replace(/[\r\n]+/g, " ")).trim();
  const text = fill(template.body, values, (s) => s);
  const paragraphs = escapeHtml(text)
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1e293b">\n${paragraphs}\n</body></html>`;
  return { subject, text, html };
}

/** The stop link every message ends with, in both versions. */
export function withStopLink(message: RenderedNotice, stopUrl: string, senderName: string): RenderedNotice {
  const line = `To stop e-mails from ${senderName}, open ${stopUrl}`;
  return {
    subject: message.subject,
    text: `${message.text}\n\n--\n${line}\n`,
    html: message.html.replace(
      "</body>",
      `<hr><p style="font-size:12px;color:#475569">To stop e-mails from ${escapeHtml(senderName)}, <a href="${escapeHtml(stopUrl)}">open this page</a>.</p>\n</body>`,
    ),
  };
}

const gpaText = (gpa: number | null | undefined) =>
  gpa === null || gpa === undefined ? "not available" : gpa.toFixed(2);

/** Courses the reasoning lists one by one; a longer transcript ends with "and N more". */
const REASONING_COURSES = 20;

const notCounted: Record<string, string> = {
  pass: "a pass, not in the GPA",
  "credit-only": "credit only, not in the GPA",
  "no-credit": "no credit, not in the GPA",
};

/** "Calculus: 72 → B (3.00)": what one course became, as the applicant can check it. */
function courseLine(course: Calculation["result"]["courses"][number]): string {
  const name = course.name?.trim() || `Course ${course.index + 1}`;
  const became =
    course.usLetter !== null && course.usPoints !== null
      ? `${course.usLetter} (${course.usPoints.toFixed(2)})`
      : (notCounted[course.outcome] ?? "no US equivalent, not in the GPA");
  return `  ${name}: ${course.grade} → ${became}${course.superseded ? "; repeated later, not counted" : ""}`;
}

/**
 * {{reasoning}}: a few plain lines from the saved result: the overall GPA, the
 * US credits, the scale, what each course became (the first 20), and the
 * source the scale's table comes from.
 */
export function noticeReasoning(calculation: Pick<Calculation, "result">): string {
  const { result } = calculation;
  const source = result.courses[0]?.explanation.sources[0];
  const more = result.courses.length - REASONING_COURSES;
  const lines = [
    `Overall GPA: ${gpaText(result.gpa.overall.gpa)} on the US 4.0 scale`,
    `US credits: ${result.usCredits}`,
    `Scale: ${result.scale.name}`,
    result.courses.length ? "Each course:" : null,
    ...result.courses.slice(0, REASONING_COURSES).map(courseLine),
    more > 0 ? `  and ${more} more` : null,
    source ? `Source: ${source.publisher}, "${source.title}" (${source.url}, accessed ${source.accessed})` : null,
  ];
  return lines.filter((l): l is string => l !== null).join("\n");
}

/** The placeholders' values for one saved calculation. */
export function noticeValues(
  calculation: Pick<Calculation, "result" | "applicantName" | "gpa">,
  sender: { institution: string; evaluatorName: string },
): NoticeValues {
  return {
    applicantName: calculation.applicantName?.trim() || "applicant",
    gpa: gpaText(calculation.gpa),
    institution: sender.institution,
    evaluatorName: sender.evaluatorName,
    reasoning: noticeReasoning(calculation),
  };
}

/** A made-up applicant for the template editor's preview. */
export const sampleNoticeValues: NoticeValues = {
  applicantName: "Priya Sharma",
  gpa: "3.42",
  institution: "Your institution",
  evaluatorName: "Alex Evaluator",
  reasoning: [
    "Overall GPA: 3.42 on the US 4.0 scale",
    "US credits: 120",
    "Scale: Indian university percentage (UGC)",
    "Each course:",
    "  Calculus: 72 → B+ (3.30)",
    "  Physics: 64 → B (3.00)",
    'Source: University Grants Commission, "Guidelines on grading" (https://www.ugc.gov.in/, accessed 2026-01-10)',
  ].join("\n"),
};

/**
 * The applicant's address: one plain address (no display name, no list), at
 * most 254 characters. Checked on the server as a 422, so a typo is named.
 */
export function isNoticeAddress(text: string): boolean {
  return text.length <= 254 && z.email().safeParse(text).success;
}

export const createNoticeRequestSchema = z.object({
  calculationId: z.string({ error: "calculationId is required" }).max(100),
  to: z.string({ error: "to is required: the applicant's e-mail address" }).trim().max(1000),
  /** A GPA report issued from this calculation, attached to the e-mail (with its verify link). */
  reportId: z.string().max(100).optional(),
});
export type CreateNoticeRequest = z.input<typeof createNoticeRequestSchema>;

export const noticeStates = ["queued", "accepted", "failed"] as const;
export type NoticeState = (typeof noticeStates)[number];

export const noticeSchema = z.object({
  id: z.string(),
  calculationId: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(noticeStates),
  attempts: z.number().int(),
  /** While queued after a temporary failure: what went wrong and when it is tried again. */
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** The mail server's answer when it accepted the message ("250 OK: queued as …"). */
  smtpResponse: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** Why it failed for good: the server's refusal, or "gave up after N attempts: …". */
  failedReason: z.string().nullable(),
  failedAt: z.string().nullable(),
  sentBy: z.string(),
  resentFrom: z.string().nullable(),
  createdAt: z.string(),
  /** The number of the GPA report attached, if one is. */
  reportNumber: z.string().nullable().default(null),
});
export type Notice = z.infer<typeof noticeSchema>;

/** GET /api/v1/notices/calculation/:id: what the "Notify the applicant" dialog needs. */
export const noticeComposerSchema = z.object({
  notices: z.array(noticeSchema),
  template: noticeTemplateSchema,
  values: z.object(
    Object.fromEntries(noticePlaceholders.map((p) => [p, z.string()])) as Record<NoticePlaceholder, z.ZodString>,
  ),
  /** Null when the server can send; else why not, in words for the evaluator. */
  cannotSend: z.string().nullable(),
  dailyCap: z.number().int(),
  sentToday: z.number().int(),
});
export type NoticeComposer = z.infer<typeof noticeComposerSchema>;

/** GET /api/v1/stop-emails/:token: who the link stops, and whether it already has. */
export const stopEmailsSchema = z.object({
  sender: z.string(),
  address: z.string(),
  stoppedAt: z.string().nullable(),
});
export type StopEmails = z.infer<typeof stopEmailsSchema>;

export const NO_SMTP_MESSAGE =
  "This server has no mail server configured (SMTP_URL), so it cannot e-mail applicants. Ask your administrator to set one up.";
