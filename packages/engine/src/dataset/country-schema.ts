import { refineCountry } from "./check-scale.ts";
import { countryShape } from "./schema.ts";

// The shape (schema.ts) plus the checks that need a whole scale (check-scale.ts),
// kept apart so that check-scale.ts can use the shape's types without a cycle.

/** A country as the dataset must hold it: well-formed and internally consistent. */
export const countrySchema = countryShape.superRefine(refineCountry);
