import type { Scale } from "./dataset/schema.ts";
import { convertsToUs } from "./dataset/us-equivalence.ts";
import { EngineError } from "./errors.ts";
import { type GradeConversion, withAlternatives, withMethodNote } from "./grade-conversion.ts";
import { compileAlternatives } from "./methods/alternative-readings.ts";
import { compileLabelBands, compileNumericBands } from "./methods/band-table.ts";
import { compileLinear } from "./methods/piecewise-linear.ts";
import { compileFormula } from "./methods/published-formula.ts";
import { compileWrittenAs } from "./methods/written-as.ts";
import { scaleTops, withWrittenNumbers } from "./methods/written-numbers.ts";
import { foldLabel, parseGradeNumber } from "./parse-grade.ts";

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
    if (grades.type === "numeric") numberOn(grades, refuse, grade);
    else if (!labels?.has(foldLabel(grade))) throw refuse.unknownLabel(grade);
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
  return (grade) => byValue(numberOn(grades, refuse, grade));
}

/** The grade as a number on a numeric scale, or the refusal that says why it is none. */
function numberOn(grades: { min: number; max: number }, refuse: ReturnType<typeof refusalsFor>, grade: string): number {
  const value = parseGradeNumber(grade);
  if (value === null) throw grade.trim() === "" ? refuse.empty(grade) : refuse.notANumber(grade);
  if (value < grades.min || value > grades.max) throw refuse.outOfRange(grade);
  return value;
}
