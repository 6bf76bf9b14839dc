import { usPoints } from "../brand.ts";
import type { Scale } from "../dataset/schema.ts";
import { failConversion, type GradeConversion, makeConversion } from "../grade-conversion.ts";
import { describeRounding, rounder } from "../rounding.ts";
import { letterForPoints } from "../us-scale.ts";

type LinearMethod = Extract<Scale["method"], { type: "linear" }>;

/**
 * Straight lines between an institution's published breakpoints. Better than
 * the best breakpoint: its points; worse than the worst breakpoint: F.
 */
export function compileLinear(scale: Scale, method: LinearMethod): (value: number) => GradeConversion {
  const higherBetter = scale.direction === "higher-better";
  // Best first, whichever way the scale runs.
  const pts = [...method.points].sort((a, b) => (higherBetter ? b.grade - a.grade : a.grade - b.grade));
  const better = (a: number, b: number) => (higherBetter ? a >= b : a <= b);
  const rounding = `US points ${describeRounding(method.rounding)}.`;
  const round = rounder(method.rounding);
  const first = pts[0] as { grade: number; us: number };
  const last = pts[pts.length - 1] as { grade: number; us: number };
  const failResult = failConversion(scale, `Linear between breakpoints: worse than ${last.grade} is F.`);
  return (value) => {
    let points: number;
    if (better(value, first.grade)) points = first.us;
    else if (!better(value, last.grade)) return failResult;
    else {
      let i = 1;
      while (i < pts.length - 1 && !better(value, (pts[i] as { grade: number }).grade)) i++;
      const hi = pts[i - 1] as { grade: number; us: number };
      const lo = pts[i] as { grade: number; us: number };
      points = lo.us + ((value - lo.grade) * (hi.us - lo.us)) / (hi.grade - lo.grade);
    }
    points = round(points);
    return makeConversion(
      scale,
      { usLetter: letterForPoints(points, method.profile), usPoints: usPoints(points), outcome: "graded" },
      `Linear between the published breakpoints: ${value} → ${points.toFixed(2)}.`,
      rounding,
    );
  };
}
