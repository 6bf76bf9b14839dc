import type { Scale } from "../dataset/schema.ts";
import { foldLabel, markRange, parseGradeNumber } from "../parse-grade.ts";

/** A grade as a transcript's wording names it, and how a wording covering several marks was read. */
export interface NamedGrade {
  grade: string;
  /** Only for a wording that covers a range of marks: which mark it was read at, and why. */
  note?: string;
}

/**
 * The grade a transcript's wording names, by the scale's `writtenAs` ("110 e
 * lode" is 110L, "2:1" an Upper Second, "отлично" a 5), matched ignoring case,
 * spaces, dash variants and accents; any other grade as it was written; undefined for a
 * scale with no written forms. A wording for a range of marks is read at the
 * range's weakest mark, as a class whose marks span two bands reads the lower
 * letter (decision 0035), and says so. The check keeps every form off the
 * scale's own grades, so a grade never reads two ways.
 */
export function compileWrittenAs(scale: Scale): ((grade: string) => NamedGrade) | undefined {
  const forms = new Map(
    Object.entries(scale.grades.writtenAs ?? {}).map(([form, named]) => [
      foldLabel(form),
      nameGrade(scale, form, named),
    ]),
  );
  if (forms.size === 0) return undefined;
  // No form is a number (the check refuses one), so a number, the usual grade, skips the folding.
  if (scale.grades.type === "numeric")
    return (grade) => (parseGradeNumber(grade) !== null ? { grade } : (forms.get(foldLabel(grade)) ?? { grade }));
  return (grade) => forms.get(foldLabel(grade)) ?? { grade };
}

function nameGrade(scale: Scale, form: string, named: string): NamedGrade {
  const range = scale.grades.type === "numeric" ? markRange(named) : null;
  if (!range) return { grade: named };
  const weakest = scale.direction === "higher-better" ? range.low : range.high;
  return {
    grade: weakest,
    note: `“${form}” covers the marks ${named}, so it is read at the weakest of them, ${weakest}.`,
  };
}
