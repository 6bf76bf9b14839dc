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
  "scale.reported": "reported a problem with a scale",
  "rules.changed": "changed the house rules",
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
