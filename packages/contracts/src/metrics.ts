import { z } from "zod";

// POST /api/metrics and POST /api/alerts: what the web app reports about its
// own health (docs/requirements.md §7 track-metrics and alert-handler). Bounded so a report
// can never be used to store arbitrary data.

const RETENTION_MS = 60 * 60 * 1000;
const CLOCK_SKEW_MS = 5 * 60 * 1000;
export const MAX_METRIC_VALUE = 3_600_000;

const timestamp = z
  .number({ message: "timestamp must be milliseconds since 1970" })
  .int()
  .refine((t) => t <= Date.now() + CLOCK_SKEW_MS, "timestamp is in the future")
  .refine((t) => t >= Date.now() - RETENTION_MS, "timestamp is older than the one hour metrics are kept");

const smallRecord = z
  .record(z.string().max(50), z.union([z.string().max(200), z.number(), z.boolean()]))
  .refine((r) => Object.keys(r).length <= 20, "at most 20 entries");

export const metricSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_.-]{0,63}$/, "name must be lower-case letters, digits, _ . or - (max 64)"),
  // Timings in ms, scores and counts: none is negative or over an hour's worth.
  // Unbounded values (1e308) once made every average, and so every alert check, useless.
  value: z
    .number({ message: "value must be a number" })
    .min(0, "value must be from 0 to 3,600,000")
    .max(MAX_METRIC_VALUE, "value must be from 0 to 3,600,000"),
  timestamp,
  tags: smallRecord.default({}),
  metadata: smallRecord.default({}),
});
export type Metric = z.input<typeof metricSchema>;

/** A batch of up to 200 metrics (a single metric is also accepted on its own). */
export const metricsBatchSchema = z.object({
  metrics: z.array(metricSchema).min(1, "metrics must not be empty").max(200, "at most 200 metrics a batch"),
});

export const alertSeverities = ["low", "medium", "high", "critical"] as const;
export type AlertRequest = z.infer<typeof alertRequestSchema>;
export const alertRequestSchema = z.object({
  rule: z.string().trim().min(1).max(100),
  severity: z.enum(alertSeverities, { message: "severity must be low, medium, high or critical" }),
  timestamp,
  template: z.string().trim().min(1).max(1000),
});

/** docs/requirements.md §9 timing thresholds (ms) and the metrics they apply to. */
export const timingThresholdsMs = {
  gpa_calculation: 500,
  page_load: 3000,
  api_request: 2000,
  database_query: 1000,
  file_upload: 5000,
} as const;
