import { z } from "zod";
import { premiumSources } from "./access.ts";

// GET /api/v1/team: an institution admin's team, everyone with an address on
// the admin's e-mail domain (docs/requirements.md §6 institution access).

export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  role: z.string().nullable(),
  /** Where this member's premium comes from now (none until the address is verified). */
  premiumSource: z.enum(premiumSources),
  savedCalculations: z.number().int(),
  lastSavedAt: z.string().nullable(),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({
  /** The institution domain, or null when the admin's address cannot define one (unverified, a shared mail provider, or a domain no operator has approved). */
  domain: z.string().nullable(),
  /** Why there is no domain, in words for the page. */
  reason: z.string().nullable(),
  /** The admin's own plan is active, so verified members get premium through it. */
  planActive: z.boolean(),
  members: z.array(teamMemberSchema),
});
export type Team = z.infer<typeof teamSchema>;
