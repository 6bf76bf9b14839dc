import type { Scale } from "../dataset/schema.ts";
import { foldLabel } from "../parse-grade.ts";

/**
 * The grade a transcript's wording names, by the scale's `writtenAs` ("110 e
 * lode" is 110L, "2:1" an Upper Second, "отлично" a 5), matched ignoring case,
 * spaces and dash variants; any other grade as it was written; undefined for a
 * scale with no written forms. The check
 * keeps every form off the scale's own grades, so a grade never reads two ways.
 */
export function compileWrittenAs(scale: Scale): ((grade: string) => string) | undefined {
  const forms = new Map(Object.entries(scale.grades.writtenAs ?? {}).map(([form, grade]) => [foldLabel(form), grade]));
  if (forms.size === 0) return undefined;
  return (grade) => forms.get(foldLabel(grade)) ?? grade;
}
