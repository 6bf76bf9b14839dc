import { type UsPoints, usPoints } from "./brand.ts";
import type { Outcome, Scale, Source, SourceKind } from "./dataset/schema.ts";
import type { UsLetter } from "./us-scale.ts";

export interface GradeExplanation {
  scale: { id: string; name: string };
  /** One line: which rule produced this result. */
  method: string;
  /** One line: how the points were rounded, if at all. */
  rounding: string;
  sources: readonly Source[];
}

/** How another published source reads the same grade, where it differs from ours. */
export interface AlternativeConversion {
  usLetter: UsLetter;
  usPoints: UsPoints;
  kind: SourceKind;
  source: Source;
}

/** A local grade's US equivalent and why. */
export interface GradeConversion {
  /** Null for pass/fail and credit-only results, which have no US letter. */
  usLetter: UsLetter | null;
  usPoints: UsPoints | null;
  outcome: Outcome;
  countsInGpa: boolean;
  /** Passed: earns credit. */
  pass: boolean;
  /** The local name of the grade ("sehr gut", "First Division"), when the scale has one. */
  localLabel: string | null;
  explanation: GradeExplanation;
  /** Other published readings that put this grade on a different US letter ("sources disagree"); empty when none do. */
  alternatives: readonly AlternativeConversion[];
}

const agreed: readonly AlternativeConversion[] = Object.freeze([]);

export function makeConversion(
  scale: Scale,
  fields: { usLetter: UsLetter | null; usPoints: UsPoints | null; outcome: Outcome; localLabel?: string },
  method: string,
  rounding: string,
): GradeConversion {
  const { outcome, usLetter } = fields;
  const pass =
    outcome === "pass" ||
    outcome === "credit-only" ||
    outcome === "condoned" ||
    (outcome === "graded" && usLetter !== "F");
  return Object.freeze({
    usLetter,
    usPoints: fields.usPoints,
    outcome,
    countsInGpa: outcome === "graded" || outcome === "condoned",
    pass,
    localLabel: fields.localLabel ?? null,
    explanation: Object.freeze({ scale: { id: scale.id, name: scale.name }, method, rounding, sources: scale.sources }),
    alternatives: agreed,
  });
}

/** The conversion with the readings that disagree with its letter; the same object when none do. */
export function withAlternatives(
  conversion: GradeConversion,
  readings: readonly AlternativeConversion[],
): GradeConversion {
  const { usLetter } = conversion;
  // A pass/fail or credit-only result has no letter to disagree with.
  const differing = usLetter === null ? [] : readings.filter((r) => r.usLetter !== usLetter);
  return differing.length === 0 ? conversion : Object.freeze({ ...conversion, alternatives: Object.freeze(differing) });
}

/** A fail worth 0 points, as formulas and breakpoint lines give below their pass mark. */
export function failConversion(scale: Scale, method: string): GradeConversion {
  return makeConversion(
    scale,
    { usLetter: "F", usPoints: usPoints(0), outcome: "graded" },
    method,
    "No rounding: a fail is 0.",
  );
}

/** The conversion with a sentence added to its method: how the grade as written was read. */
export function withMethodNote(conversion: GradeConversion, note: string): GradeConversion {
  const { explanation } = conversion;
  return Object.freeze({
    ...conversion,
    explanation: Object.freeze({ ...explanation, method: `${explanation.method} ${note}` }),
  });
}
