import { z } from "zod";
import { institutionRoles, premiumSources, tiers } from "./access-tiers.ts";

// Who is asking and what they may use (docs/requirements.md §4, §6). One shape for GET /api/me
// and the web app's access state.
export {
  type InstitutionRole,
  institutionRoles,
  type PremiumSource,
  premiumSources,
  type Tier,
  tiers,
} from "./access-tiers.ts";

export const meResponseSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      role: z.string().nullable(),
      emailVerified: z.boolean(),
    })
    .nullable(),
  tier: z.enum(tiers),
  premiumSource: z.enum(premiumSources),
  isAdmin: z.boolean(),
  isOperator: z.boolean(),
  /** The institution the user belongs to and their role in it (decision 0037), or null. */
  institution: z.object({ id: z.string(), name: z.string(), role: z.enum(institutionRoles) }).nullable(),
  /**
   * The user's last payment failed or their plan waits for one: every signed-in
   * page shows the payment banner, which only then reads GET /api/v1/billing
   * for the message and the link (false for guests).
   */
  paymentProblem: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
