import { z } from "zod";
import { premiumSources, tiers } from "./access.ts";

// What platform operators see and change in /sys-admin.
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  role: z.string().nullable(),
  isOperator: z.boolean(),
  tier: z.enum(tiers),
  premiumSource: z.enum(premiumSources),
  subscriptionStatus: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.object({ users: z.array(adminUserSchema) });

export const setRoleRequestSchema = z.object({
  role: z.enum(["admin"]).nullable(),
});

export const outboxEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  status: z.enum(["stored", "sent", "failed"]),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export const outboxListSchema = z.object({ messages: z.array(outboxEntrySchema) });

export const leadEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  source: z.string(),
  context: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadEntry = z.infer<typeof leadEntrySchema>;
export const leadListSchema = z.object({ leads: z.array(leadEntrySchema) });

// Institution domains an operator approved (decision 0023): only these give
// institution access and a team.
export const approvedDomainSchema = z.object({
  domain: z.string(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string(),
  /** The institution the domain belongs to (decision 0037). */
  institutionId: z.string(),
  institutionName: z.string(),
});
export type ApprovedDomain = z.infer<typeof approvedDomainSchema>;
export const approvedDomainListSchema = z.object({ domains: z.array(approvedDomainSchema) });

const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const approveDomainRequestSchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .transform((d) => d.replace(/^@/, ""))
    .pipe(z.string().regex(DOMAIN, "Enter a domain such as university.edu, without https:// or a path")),
  /** Attach the domain to this existing institution; without it, a new institution named after the domain. */
  institutionId: z.uuid("Choose an institution from the list, or leave it empty for a new one.").optional(),
});
