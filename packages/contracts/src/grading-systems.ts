import { z } from "zod";

// GET /api/v1/grading-systems and GET /api/v1/grading-systems/{code}.

export const scaleSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.enum(["secondary", "undergraduate", "graduate", "exam"]),
  default: z.boolean(),
  /** False for a scale recorded with its local grades only: no published US equivalence, so it converts nothing. */
  converts: z.boolean(),
});

export const countrySummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  region: z.string(),
  scales: z.array(scaleSummarySchema),
});

export const gradingSystemsResponseSchema = z.object({ countries: z.array(countrySummarySchema) });
export type GradingSystemsResponse = z.infer<typeof gradingSystemsResponseSchema>;

/** A country code as the API takes it, in a path or a body. */
export const countryCodeSchema = z
  .string({ error: "country is required (a two-letter code such as IN)" })
  .trim()
  .regex(/^([A-Za-z]{2}|INT|int)$/, "country must be a two-letter ISO code such as IN or GB");
