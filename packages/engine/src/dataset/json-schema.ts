import { z } from "zod";
import { countryFileShape } from "./schema.ts";

/**
 * The dataset file format as JSON Schema (draft 2020-12), for editors and for
 * other systems that read our data. It describes the shape (a scale may name
 * the international scale it shares instead of repeating it); the cross-field
 * rules (band coverage, one default scale, best grade gives the top letter)
 * live in check-scale.ts and only the zod schema applies them.
 */
export function countryJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(countryFileShape, { target: "draft-2020-12", io: "input" }),
    $id: "https://gradeatlas.app/schemas/grading-system-country.json",
    title: "GradeAtlas grading-systems country file",
  };
}
