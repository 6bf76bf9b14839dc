import { z } from "zod";

// What the web app's error screens send, so operators see crashes people hit.
// Bounded so a report can never be used to store arbitrary amounts of data.
export const clientErrorReportSchema = z.object({
  message: z.string().trim().min(1, "message is required").max(2000),
  stack: z.string().max(20_000).optional(),
  route: z.string().min(1, "route is required").max(2000),
  userAgent: z.string().max(1000).optional(),
  occurredAt: z.iso.datetime({ message: "occurredAt must be an ISO date-time" }),
  recentErrors: z
    .array(z.object({ message: z.string().max(2000), at: z.string().max(40) }))
    .max(100)
    .default([]),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
