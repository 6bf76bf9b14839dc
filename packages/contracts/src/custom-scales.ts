import { customScaleDefinitionSchema } from "@gradeatlas/engine";
import { z } from "zod";
import { countryCodeSchema } from "./grading-systems.ts";

// An institution's own scales (issue 18): /api/v1/custom-scales. The
// definition is the dataset's own scale shape (the engine's schema), so the
// editor, the server and the engine agree on what a valid scale is.

export { customScaleDefinitionSchema };

const country = countryCodeSchema.transform((c) => c.toUpperCase());

export const createCustomScaleRequestSchema = z.object({ country, definition: customScaleDefinitionSchema }).strict();
export type CreateCustomScaleRequest = z.input<typeof createCustomScaleRequestSchema>;

export const updateCustomScaleRequestSchema = z.object({ definition: customScaleDefinitionSchema }).strict();

export const previewCustomScaleRequestSchema = z
  .object({
    country,
    definition: customScaleDefinitionSchema,
    grades: z
      .array(z.string().trim().min(1).max(40))
      .min(1, "Give at least one sample grade.")
      .max(50, "Preview at most 50 sample grades."),
  })
  .strict();

const issueSchema = z.object({ path: z.string(), message: z.string() });

export const previewCustomScaleResponseSchema = z.object({
  /** What breaks the dataset's rules; empty when the scale may be saved. */
  issues: z.array(issueSchema),
  conversions: z.array(
    z.object({
      grade: z.string(),
      usLetter: z.string().nullable(),
      usPoints: z.number().nullable(),
      outcome: z.string().nullable(),
      countsInGpa: z.boolean(),
      error: z.string().nullable(),
    }),
  ),
});
export type PreviewCustomScaleResponse = z.infer<typeof previewCustomScaleResponseSchema>;

export const customScaleSchema = z.object({
  id: z.string(),
  /** What a conversion request names as its scale to use this version: "custom:<id>@<version>". */
  ref: z.string(),
  country: z.string(),
  version: z.number().int(),
  name: z.string(),
  archived: z.boolean(),
  createdAt: z.string(),
  /** When this version was written, and by whom (null once their account is gone). */
  versionAt: z.string(),
  versionBy: z.string().nullable(),
  definition: customScaleDefinitionSchema,
  /** The engine's scale built from the definition, for converting in the browser. */
  scale: z.record(z.string(), z.unknown()),
});
export type CustomScale = z.infer<typeof customScaleSchema>;

export const customScaleListSchema = z.object({ scales: z.array(customScaleSchema) });
