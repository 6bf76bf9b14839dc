import type { Scale } from "./dataset/schema.ts";
import { convertsToUs } from "./dataset/us-equivalence.ts";
import { EngineError } from "./errors.ts";
import { type GradeConversion, withAlternatives, withMethodNote } from "./grade-conversion.ts";
import { compileAlternatives } from "./methods/alternative-readings.ts";
import { compileLabelBands, compileNumericBands } from "./methods/band-table.ts";
import { compileLinear } from "./methods/piecewise-linear.ts";
import { compileFormula } from "./methods/published-formula.ts";
import { compileWrittenAs } from "./methods/written-as.ts";
import { foldLabel, parseGradeNumber, splitOutOf, withoutAverageName } from "./parse-grade.ts";

type Converter = (grade: string) => GradeConversion;

// Scales are compiled once (bands sorted, labels indexed, band results built
// ahead): a conversion is then a parse and a short scan, millions a second.
const compiled = new WeakMap<Scale, Converter>();

/** Converts one local grade to its US letter and points, with the explanation. Throws EngineError on bad input. */
export function convertGrade(scale: Scale, grade: string): GradeConversion {
  let converter = compiled.get(scale);
  if (!converter) {
    converter = compile(scale);
    compiled.set(scale, converter);
  }
  return converter(grade);
}

/** What the scale accepts, in words, for messages and input hints. */
export function allowedGrades(scale: Scale): string {
  const g = scale.grades;
  if (g.type === "labels") return g.labels.join(", ");
  const best = scale.direction === "higher-better" ? g.max : g.min;
  return `numbers from ${g.min} to ${g.max} (${best} is best)`;
}

/** Why a scale recorded with its local grades only converts nothing (the API's 422 and a transcript row's error). */
function noUsEquivalenceMessage(scaleName: string): string {
  return `No published US equivalence for "${scaleName}" yet: GradeAtlas records its local grades and sources but converts none of them. Choose another scale or convert by your office's own rule.`;
}

function compile(scale: Scale): Converter {
  const convert = compileDefault(scale);
  const alternatives = compileAlternatives(scale);
  const read: Converter = alternatives
    ? (grade) => {
        const result = convert(grade);
        const numeric = scale.grades.type === "numeric" ? parseGradeNumber(grade) : null;
        return withAlternatives(result, alternatives(numeric ?? grade.trim()));
      }
    : convert;
  // A grade written another way ("2:1", "110 e lode") converts, and is read by the other sources, as the grade it names.
  // Scales without written forms keep the bare converter: this is the hot path.
  const named = compileWrittenAs(scale);
  const byName: Converter = named
    ? (written) => {
        const { grade, note } = named(written);
        const result = read(grade);
        return note ? withMethodNote(result, note) : result;
      }
    : read;
  const tops = scaleTops(scale);
  return tops.length > 0 ? withWrittenNumbers(scale, tops, byName) : byName;
}

/** The tops a number on this scale is written out of: a numeric scale's maximum, or its largest numeric label ("110" of 110L, 110 … 66). */
function scaleTops(scale: Scale): number[] {
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
function withWrittenNumbers(scale: Scale, tops: readonly number[], convert: Converter): Converter {
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

/** The engine's refusals for one scale, each naming the grade, the scale and what it takes. */
function refusalsFor(scale: Scale) {
  const allowed = allowedGrades(scale);
  const details = (grade: string) => ({ grade, scaleId: scale.id, allowed });
  return {
    empty: (grade: string) =>
      new EngineError("empty_grade", `Enter a grade. The scale "${scale.name}" takes ${allowed}.`, details(grade)),
    unknownLabel: (grade: string) =>
      new EngineError(
        "unknown_label",
        `"${grade.trim()}" is not a grade on the scale "${scale.name}". Allowed: ${allowed}.`,
        details(grade),
      ),
    notANumber: (grade: string) =>
      new EngineError(
        "not_a_number",
        `"${grade.trim()}" is not a number. The scale "${scale.name}" takes ${allowed}.`,
        details(grade),
      ),
    outOfRange: (grade: string) =>
      new EngineError(
        "grade_out_of_range",
        `${grade.trim()} is outside the scale "${scale.name}", which takes ${allowed}.`,
        details(grade),
      ),
    noUsEquivalence: (grade: string) =>
      new EngineError("no_us_equivalence", noUsEquivalenceMessage(scale.name), details(grade)),
  };
}

/**
 * A scale recorded with its local grades only converts nothing, but still
 * tells its grades from anything else: "5**" is an HKDSE level with no
 * published US equivalence, "banana" is no level at all. So the calculator can
 * point a refused grade to the scale it belongs to, even one that only
 * explains it.
 */
function compileLocalOnly(scale: Scale): Converter {
  const refuse = refusalsFor(scale);
  const { grades } = scale;
  const labels = grades.type === "labels" ? new Set(grades.labels.map(foldLabel)) : null;
  return (grade) => {
    if (grade.trim() === "") throw refuse.empty(grade);
    if (labels) {
      if (!labels.has(foldLabel(grade))) throw refuse.unknownLabel(grade);
    } else if (grades.type === "numeric") {
      const value = parseGradeNumber(grade);
      if (value === null) throw refuse.notANumber(grade);
      if (value < grades.min || value > grades.max) throw refuse.outOfRange(grade);
    }
    throw refuse.noUsEquivalence(grade);
  };
}

function compileDefault(scale: Scale): Converter {
  if (!convertsToUs(scale)) return compileLocalOnly(scale);
  const { grades, method } = scale;
  const refuse = refusalsFor(scale);

  if (grades.type === "labels") {
    if (method.type !== "bands") throw new Error(`Scale ${scale.id}: a label scale needs a band table.`);
    const lookup = compileLabelBands(scale, method);
    return (grade) => {
      if (grade.trim() === "") throw refuse.empty(grade);
      const result = lookup(grade);
      if (!result) throw refuse.unknownLabel(grade);
      return result;
    };
  }

  const byValue =
    method.type === "bands"
      ? compileNumericBands(scale, method)
      : method.type === "formula"
        ? compileFormula(scale, method)
        : compileLinear(scale, method);
  const { min, max } = grades;
  return (grade) => {
    const value = parseGradeNumber(grade);
    if (value === null) throw grade.trim() === "" ? refuse.empty(grade) : refuse.notANumber(grade);
    if (value < min || value > max) throw refuse.outOfRange(grade);
    return byValue(value);
  };
}
