import { z } from "zod";
import { premiumSources, tiers } from "./access.ts";

// GET /api/v1/account: what the account page shows about the signed-in user.
// The full GDPR export (sessions, addresses, plans) stays at /account/export.
export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The name the user gave, "" when none. */
  fullName: z.string(),
  emailVerified: z.boolean(),
  tier: z.enum(tiers),
  premiumSource: z.enum(premiumSources),
});
export type Account = z.infer<typeof accountSchema>;
