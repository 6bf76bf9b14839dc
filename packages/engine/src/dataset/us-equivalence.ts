import type { Scale } from "./schema.ts";

/**
 * Whether a scale converts: false for a scale recorded with its local grades
 * only (`usEquivalence: "none-published"`), which every picker that leads to
 * a conversion (calculator default, training, house rules, "start from")
 * leaves out, and which the engine refuses with a typed error.
 */
export function convertsToUs(scale: Pick<Scale, "usEquivalence">): boolean {
  return scale.usEquivalence !== "none-published";
}
