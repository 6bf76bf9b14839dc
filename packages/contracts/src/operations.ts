import { z } from "zod";
import { alertSeverities } from "./metrics.ts";

// The operators' view of the app's health in /sys-admin: fired alerts, metric
// percentiles over the retained hour, and the error reports from the web app.

export const alertListQuerySchema = z.object({
  severity: z.enum(alertSeverities, { message: "severity must be low, medium, high or critical" }).optional(),
});

export const alertEntrySchema = z.object({
  id: z.string(),
  rule: z.string(),
  severity: z.enum(alertSeverities),
  source: z.enum(["server", "client"]),
  message: z.string(),
  firedAt: z.string(),
});
export type AlertEntry = z.infer<typeof alertEntrySchema>;
export const alertListSchema = z.object({ alerts: z.array(alertEntrySchema) });

/** Metrics are kept one hour, so a summary covers at most the last 60 minutes. */
export const metricSummaryQuerySchema = z.object({
  minutes: z.coerce
    .number({ message: "minutes must be a whole number from 5 to 60" })
    .int("minutes must be a whole number from 5 to 60")
    .min(5, "minutes must be a whole number from 5 to 60")
    .max(60, "minutes must be a whole number from 5 to 60")
    .default(60),
});

export const percentilesSchema = z.object({ count: z.number().int(), p50: z.number(), p95: z.number() });
export const metricBucketSchema = percentilesSchema.extend({ start: z.string() });
export type MetricBucket = z.infer<typeof metricBucketSchema>;
export const metricSummaryEntrySchema = percentilesSchema.extend({
  name: z.string(),
  /** docs/requirements.md §9 threshold in ms for timing metrics; null for the others (e.g. CLS). */
  thresholdMs: z.number().nullable(),
  buckets: z.array(metricBucketSchema),
});
export type MetricSummaryEntry = z.infer<typeof metricSummaryEntrySchema>;
export const metricSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  bucketMinutes: z.number().int(),
  metrics: z.array(metricSummaryEntrySchema),
});
export type MetricSummary = z.infer<typeof metricSummarySchema>;

export const clientErrorListQuerySchema = z.object({
  route: z
    .string()
    .max(2000, "route may be at most 2000 characters")
    .refine((r) => r.startsWith("/"), "route must be a path starting with /")
    .optional(),
});

export const clientErrorEntrySchema = z.object({
  id: z.string(),
  message: z.string(),
  route: z.string(),
  stack: z.string().nullable(),
  userAgent: z.string().nullable(),
  occurredAt: z.string().nullable(),
  receivedAt: z.string(),
});
export type ClientErrorEntry = z.infer<typeof clientErrorEntrySchema>;
export const clientErrorListSchema = z.object({
  /** Reports received in the last hour (all routes), for the headline figure. */
  lastHour: z.number().int(),
  reports: z.array(clientErrorEntrySchema),
});
