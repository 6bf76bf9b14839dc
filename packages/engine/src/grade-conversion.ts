import { type UsPoints, usPoints } from "./brand.ts";
import type { Outcome, Scale, Source } from "./dataset/schema.ts";
import type { UsLetter } from "./us-scale.ts";

export interface GradeExplanation {
  scale: { id: string; name: string };
  /** One line: which rule produced this result. */
  method: string;
  /** One line: how the points were rounded, if at all. */
  rounding: string;
  sources: readonly Source[];
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
}

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
  });
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
