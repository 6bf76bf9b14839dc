import type { Scale } from "../dataset/schema.ts";
import { EngineError } from "../errors.ts";
import type { GradeConversion } from "../grade-conversion.ts";
import { parseGradeNumber, splitOutOf, withoutAverageName } from "../parse-grade.ts";

type Converter = (grade: string) => GradeConversion;

/** The tops a number on this scale is written out of: a numeric scale's maximum, or its largest numeric label ("110" of 110L, 110 … 66). */
export function scaleTops(scale: Scale): number[] {
  const { grades } = scale;
  if (grades.type === "numeric") return [grades.max, ...(grades.outOf ?? [])];
  const numbers = grades.labels.map(parseGradeNumber).filter((n) => n !== null);
  return numbers.length > 0 ? [Math.max(...numbers)] : [];
}

/**
 * A number written the way CVs and transcripts write averages, "12/20",
 * "3.5 out of 4", "110/110 e lode" or "GPA 3.5", reads as the number when the
 * top it names is the scale's own; another top ("3.5/4" on a scale that runs
 * to 4.5) is refused, since the grade belongs to another scale. Tried only
 * once the grade as typed is refused, so a plain number costs nothing more.
 */
export function withWrittenNumbers(scale: Scale, tops: readonly number[], convert: Converter): Converter {
  return (grade) => {
    try {
      return convert(grade);
    } catch (e) {
      if (!(e instanceof EngineError) || (e.code !== "not_a_number" && e.code !== "unknown_label")) throw e;
      const split = splitOutOf(grade);
      if (split && !tops.includes(split.outOf)) {
        throw new EngineError(
          "grade_out_of_range",
          `"${grade.trim()}" is out of ${split.outOf}, but the scale "${scale.name}" runs to ${inWords(tops)}. Choose the scale the transcript uses.`,
          e.details,
        );
      }
      const written = split ? split.grade : withoutAverageName(grade);
      if (written === grade) throw e;
      return convert(written);
    }
  };
}

const orList = new Intl.ListFormat("en-GB", { type: "disjunction" });
const inWords = (tops: readonly number[]) => orList.format(tops.map(String));
