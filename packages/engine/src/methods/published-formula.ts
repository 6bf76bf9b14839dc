import { usPoints } from "../brand.ts";
import type { Scale } from "../dataset/schema.ts";
import { failConversion, type GradeConversion, makeConversion } from "../grade-conversion.ts";
import { parseGradeNumber } from "../parse-grade.ts";
import { describeRounding, rounder } from "../rounding.ts";
import { letterForPoints } from "../us-scale.ts";

type FormulaMethod = Extract<Scale["method"], { type: "formula" }>;

/** Published formulas, computed exactly and rounded by the rule their source states. */
export function compileFormula(scale: Scale, method: FormulaMethod): (value: number) => GradeConversion {
  const rounding = `US points ${describeRounding(method.rounding)}.`;
  const round = rounder(method.rounding);
  if (method.formula === "modified-bavarian") {
    const best = parseGradeNumber(scale.bestGrade) as number;
    const pass = parseGradeNumber(scale.passMark) as number;
    const worseThanPass = scale.direction === "higher-better" ? (v: number) => v < pass : (v: number) => v > pass;
    const failResult = failConversion(
      scale,
      `Modified Bavarian formula: worse than the pass mark ${scale.passMark} is F.`,
    );
    return (value) => {
      if (worseThanPass(value)) return failResult;
      const raw = 1 + (3 * (value - pass)) / (best - pass);
      const points = Math.min(4, Math.max(1, round(raw)));
      return makeConversion(
        scale,
        { usLetter: letterForPoints(points, method.profile), usPoints: usPoints(points), outcome: "graded" },
        `Modified Bavarian formula: 1 + 3 × (${value} − ${scale.passMark}) / (${scale.bestGrade} − ${scale.passMark}) = ${points.toFixed(2)}.`,
        rounding,
      );
    };
  }
  // Peking University: 4 − 3 × (100 − X)² / 1600 for 60 ≤ X ≤ 100; below 60, 0.
  const failResult = failConversion(scale, "Peking University formula: below 60 is 0 (F).");
  return (value) => {
    if (value < 60) return failResult;
    const points = round(4 - (3 * (100 - value) ** 2) / 1600);
    return makeConversion(
      scale,
      { usLetter: letterForPoints(points, method.profile), usPoints: usPoints(points), outcome: "graded" },
      `Peking University formula: 4 − 3 × (100 − ${value})² / 1600 = ${points.toFixed(2)}.`,
      rounding,
    );
  };
}
