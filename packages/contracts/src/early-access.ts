import { z } from "zod";

// The early-access form for the sister admissions platform (/one-admission):
// only the address is required (docs/requirements.md §1); name and institution are optional.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

export const earlyAccessRequestSchema = z.object({
  email: z.email("Please enter a valid email address").max(254),
  name: optionalText(200),
  institution: optionalText(200),
});
export type EarlyAccessRequest = z.input<typeof earlyAccessRequestSchema>;
