import { convertGrade } from "./convert-grade.ts";
import type { Scale } from "./dataset/schema.ts";
import { EngineError } from "./errors.ts";

/**
 * The country's other scales on which a grade the chosen scale refuses is a
 * real grade (3.3 is no Korean percentage but fits the 4.5 CGPA), so the
 * calculator can offer the right scale instead of only an error.
 */
export function otherScalesAccepting(scales: readonly Scale[], chosen: Scale, grade: string): Scale[] {
  if (grade.trim() === "") return [];
  return scales.filter((scale) => {
    if (scale === chosen || scale.id === chosen.id) return false;
    try {
      convertGrade(scale, grade);
      return true;
    } catch (e) {
      if (e instanceof EngineError) return false;
      throw e;
    }
  });
}
