import { z } from "zod";

// A lead: an address left to unlock the free toolkit or to hear about a launch.
export const leadSources = ["lead-modal", "one-admission", "upgrade-banner"] as const;

export const leadRequestSchema = z.object({
  email: z.email("Please enter a valid email address").max(254),
  source: z.enum(leadSources, { message: `source must be one of: ${leadSources.join(", ")}` }),
  context: z.string().trim().max(500).optional(),
});
export type LeadRequest = z.infer<typeof leadRequestSchema>;
