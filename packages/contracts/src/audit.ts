import { z } from "zod";

// The institution's audit trail (issue 18): who did what, and when. The
// actions are listed once here, with the words the trail shows for them.
export const auditActions = {
  "institution.created": "created the institution",
  "institution.renamed": "renamed the institution",
  "member.invited": "invited",
  "invitation.resent": "resent the invitation to",
  "invitation.revoked": "revoked the invitation to",
  "member.joined": "joined",
  "member.role_changed": "changed the role of",
  "member.removed": "removed",
  "member.left": "left the institution",
  "admin.handed_over": "handed admin over to",
  "calculation.saved": "saved a calculation",
  "calculation.deleted": "deleted a calculation",
  "calculation.updated": "changed the applicant details of",
  "scale.reported": "reported a problem with a scale",
  "custom_scale.created": "added the institution's scale",
  "custom_scale.changed": "changed the institution's scale",
  "custom_scale.archived": "archived the institution's scale",
  "rules.changed": "changed the house rules",
  "report.issued": "issued a GPA report for",
  "report.revoked": "revoked the GPA report",
  "branding.changed": "changed the report branding",
  "branding.logo_added": "added the report logo",
  "branding.logo_replaced": "replaced the report logo",
  "branding.logo_removed": "removed the report logo",
  "branding.title_changed": "changed the report title of",
  "branding.signature_set": "set the report signature of",
  "branding.signature_removed": "removed the report signature of",
  "notice.queued": "queued an e-mail to",
  "notice.accepted": "had an e-mail accepted by the mail server for",
  "notice.failed": "could not e-mail",
  "notice.opted_out": "asked to stop e-mails",
  "notice_template.changed": "changed the e-mail to applicants",
  "crm.connection_created": "connected the CRM",
  "crm.connection_changed": "changed the CRM connection",
  "crm.connection_deleted": "deleted the CRM connection",
  "crm.connection_paused": "paused the CRM connection",
  "crm.connection_resumed": "resumed the CRM connection",
  "crm.secret_rotated": "replaced the credentials of the CRM connection",
  "crm.resync_queued": "queued a CRM resync for",
  "crm.delivery_retried": "retried a CRM delivery for",
} as const;
export type AuditAction = keyof typeof auditActions;
export const auditActionNames = Object.keys(auditActions) as [AuditAction, ...AuditAction[]];

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.enum(auditActionNames),
  subject: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const AUDIT_PAGE_SIZE = 50;
export const MAX_AUDIT_PAGE_SIZE = 200;
/** Events in one CSV export of the trail. */
export const MAX_AUDIT_EXPORT_ROWS = 10_000;

const userId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A calendar day as YYYY-MM-DD that exists (no 2026-02-30), from year 1000. */
const day = (name: string) =>
  z
    .string()
    .regex(/^[1-9]\d{3}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`)
    .refine((text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
    }, `${name} must be a date that exists`);

/**
 * The trail's filters (GET /api/v1/audit and /api/v1/audit/export): who did
 * it (their user id, kept after they leave), the days (whole days in UTC,
 * both included) and the action. The same schema checks the page's address
 * in the browser and the request on the server.
 */
export const auditFilterSchema = z
  .object({
    member: z.string().regex(userId, "member must be a member's id as the list of members gives it").optional(),
    from: day("from").optional(),
    to: day("to").optional(),
    action: z.enum(auditActionNames, { message: `action must be one of ${auditActionNames.join(", ")}` }).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "from must not be after to", path: ["from"] });
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** One page of the trail: the filters, the cursor a previous page gave out, and the page size. */
export const auditPageQuerySchema = z.object({
  cursor: z.string().max(200, "cursor is not one this API gave out").optional(),
  limit: z.coerce
    .number({ message: `limit must be a whole number from 1 to ${MAX_AUDIT_PAGE_SIZE}` })
    .int(`limit must be a whole number from 1 to ${MAX_AUDIT_PAGE_SIZE}`)
    .min(1, `limit must be a whole number from 1 to ${MAX_AUDIT_PAGE_SIZE}`)
    .max(MAX_AUDIT_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_AUDIT_PAGE_SIZE}`)
    .default(AUDIT_PAGE_SIZE),
});

/** Someone who appears in the trail as the one who acted, members who left included. */
export const auditActorSchema = z.object({ id: z.string(), email: z.string() });
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditListSchema = z.object({
  events: z.array(auditEventSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Everyone who ever acted in this institution, by address: the "member" filter's options. */
  members: z.array(auditActorSchema),
});
export type AuditList = z.infer<typeof auditListSchema>;

/** The CSV export's columns, in order. */
export const auditCsvHeader = ["Time", "Actor e-mail", "Action", "Subject", "Details"] as const;

const text = (value: unknown): string | null =>
  typeof value === "string" || typeof value === "number" ? String(value) : null;

/**
 * An event's details in words, for the trail's table and its CSV ("from
 * evaluator to viewer", "GPA 3.33"). Details a rule here does not know are
 * listed as "key: value", so nothing recorded is hidden from the reader.
 * Record ids (a calculation's, a report's) are for the CSV, where they tie a
 * line to its record; a table on screen leaves them out (`withIds: false`).
 */
export function describeAuditDetail(
  action: AuditAction,
  detail: Record<string, unknown>,
  { withIds = true } = {},
): string {
  const d = (key: string) => text(detail[key]);
  const parts: (string | null)[] = [];
  const known = new Set<string>();
  const use = (...keys: string[]) => {
    for (const key of keys) known.add(key);
  };
  switch (action) {
    case "member.role_changed":
      use("from", "to");
      parts.push(d("from") && d("to") ? `from ${d("from")} to ${d("to")}` : null);
      break;
    case "institution.renamed":
      use("from");
      parts.push(d("from") ? `was "${d("from")}"` : null);
      break;
    case "member.invited":
    case "member.joined":
      use("role", "via");
      parts.push(d("role") ? `as ${d("role")}` : null, d("via") ? `by ${d("via")}` : null);
      break;
    case "member.removed":
    case "member.left":
      use("role");
      parts.push(d("role") ? `was ${d("role")}` : null);
      break;
    case "admin.handed_over":
      use("previousRole");
      parts.push(d("previousRole") ? `was ${d("previousRole")} before` : null);
      break;
    case "calculation.saved":
    case "calculation.deleted":
    case "calculation.updated":
      use("country", "scaleId", "gpa", "calculationId");
      parts.push(
        d("country") ? `country ${d("country")}` : null,
        d("scaleId") ? `scale ${d("scaleId")}` : null,
        d("gpa") ? `GPA ${Number(d("gpa")).toFixed(2)}` : null,
        withIds && d("calculationId") ? `calculation ${d("calculationId")}` : null,
      );
      break;
    case "scale.reported":
      use("country", "scaleId", "grade", "expected", "reportId");
      parts.push(
        d("scaleId") ? `scale ${d("scaleId")}${d("country") ? ` (${d("country")})` : ""}` : null,
        d("grade") ? `grade ${d("grade")}` : null,
        d("expected") ? `expected ${d("expected")}` : null,
        withIds && d("reportId") ? `report ${d("reportId")}` : null,
      );
      break;
    case "branding.changed":
      use("changes");
      parts.push(Array.isArray(detail.changes) ? detail.changes.map(String).join("; ") : null);
      break;
    case "branding.title_changed":
      use("from", "to");
      parts.push(d("from") && d("to") ? `from "${d("from")}" to "${d("to")}"` : null);
      break;
    case "notice.queued":
    case "notice.accepted":
    case "notice.failed":
      use("calculationId", "noticeId", "resentFrom", "response", "reason", "attempts");
      parts.push(
        d("resentFrom") ? "a resend" : null,
        d("response") ? `mail server said "${d("response")}"` : null,
        d("reason") ? `reason: ${d("reason")}` : null,
        d("attempts") ? `after ${d("attempts")} attempts` : null,
        withIds && d("calculationId") ? `calculation ${d("calculationId")}` : null,
        withIds && d("noticeId") ? `notice ${d("noticeId")}` : null,
      );
      break;
    default:
      break;
  }
  for (const [key, value] of Object.entries(detail)) {
    if (known.has(key) || value === null || value === undefined) continue;
    parts.push(`${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`);
  }
  return parts.filter((p): p is string => p !== null).join("; ");
}
