import { z } from "zod";

// docs/requirements.md §3 "recovery-token validation result": checked before the form shows,
// without using the token up.
export const resetTokenStatusSchema = z.object({
  valid: z.boolean(),
  email: z.string().nullable(),
  error: z.string().nullable(),
});
export type ResetTokenStatus = z.infer<typeof resetTokenStatusSchema>;
