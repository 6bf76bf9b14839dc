import { z } from "zod";
import { institutionRoles, premiumSources } from "./access.ts";

// An institution as its admins see it in My Team (issue 18, decision 0037):
// members with roles, open invitations, approved domains.

const roleSchema = z.enum(institutionRoles);

export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  /** Their role in the institution; null while an address on an approved domain is not yet verified (not a member yet). */
  role: roleSchema.nullable(),
  /** How they joined: by address on an approved domain, by invitation, or as founder. */
  via: z.enum(["domain", "invitation", "founder"]),
  /** Where this member's premium comes from now. */
  premiumSource: z.enum(premiumSources),
  savedCalculations: z.number().int(),
  lastSavedAt: z.string().nullable(),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  lastSentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamSchema = z.object({
  institution: z
    .object({
      id: z.string(),
      name: z.string(),
      /** Domains an operator approved: verified addresses there join by themselves. */
      domains: z.array(z.string()),
      /** One of its admins pays, so its members have premium. */
      subscribed: z.boolean(),
      createdAt: z.string(),
    })
    .nullable(),
  /** Why there is no institution yet, in words for the page. */
  reason: z.string().nullable(),
  /** The caller may found an institution (an admin without one). */
  canCreate: z.boolean(),
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

const institutionName = z
  .string()
  .trim()
  .min(1, "Give the institution a name.")
  .max(200, "An institution's name is at most 200 characters.");

export const institutionNameRequestSchema = z.object({ name: institutionName }).strict();
export type InstitutionNameRequest = z.infer<typeof institutionNameRequestSchema>;

export const inviteRequestSchema = z
  .object({
    email: z
      .email("Enter a valid e-mail address.")
      .max(254, "An e-mail address is at most 254 characters.")
      .transform((e) => e.toLowerCase()),
    role: roleSchema,
  })
  .strict();
export type InviteRequest = z.input<typeof inviteRequestSchema>;

export const memberRoleRequestSchema = z.object({ role: roleSchema }).strict();
export const handOverRequestSchema = z.object({ userId: z.string().min(1).max(100) }).strict();

/** The token of an invitation link, sent in a body so it never lands in an access log. */
export const invitationTokenRequestSchema = z
  .object({
    token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "This invitation link is not complete. Open the link from the e-mail again."),
  })
  .strict();

export const invitationPreviewSchema = z.object({
  institutionName: z.string(),
  email: z.string(),
  role: roleSchema,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  state: z.enum(["open", "expired", "accepted", "revoked"]),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptedInvitationSchema = z.object({ institutionName: z.string(), role: roleSchema });
