import type { LabelBand, NumericBand, Scale } from "../dataset/schema.ts";
import { type GradeConversion, makeConversion } from "../grade-conversion.ts";
import { foldLabel } from "../parse-grade.ts";
import { pointsOf } from "../us-scale.ts";

type BandsMethod = Extract<Scale["method"], { type: "bands" }>;
type Band = NumericBand | LabelBand;

function bandResult(scale: Scale, method: BandsMethod, band: Band): GradeConversion {
  const range = "label" in band ? band.label : band.from === band.to ? `${band.from}` : `${band.from}–${band.to}`;
  const local = band.localLabel ? ` (${band.localLabel})` : "";
  if (!band.us || band.outcome === "pass" || band.outcome === "credit-only" || band.outcome === "no-credit") {
    const meaning = {
      pass: "a pass that earns credit but is not counted in the GPA",
      "credit-only": "credit only, not counted in the GPA",
      "no-credit": "no credit and not counted in the GPA",
      graded: "",
      condoned: "",
    }[band.outcome];
    return makeConversion(
      scale,
      { usLetter: null, usPoints: null, outcome: band.outcome, localLabel: band.localLabel },
      `Band table: ${range}${local} is ${meaning}.`,
      "No points: not part of the GPA.",
    );
  }
  const points = pointsOf(band.us, method.profile);
  const condoned = band.outcome === "condoned" ? " (a condoned pass)" : "";
  return makeConversion(
    scale,
    { usLetter: band.us, usPoints: points, outcome: band.outcome, localLabel: band.localLabel },
    `Band table: ${range}${local} → ${band.us}${condoned}.`,
    `Points are the ${method.profile === "wes" ? "WES-style" : "standard"} value of ${band.us} (${points.toFixed(2)}); no rounding.`,
  );
}

/** Numeric bands: a value between two published bands falls to the worse one; never rounded up. */
export function compileNumericBands(scale: Scale, method: BandsMethod): (value: number) => GradeConversion {
  const bands = method.bands as NumericBand[];
  const higherBetter = scale.direction === "higher-better";
  const ordered = [...bands].sort((a, b) => (higherBetter ? b.from - a.from : a.to - b.to));
  const thresholds = ordered.map((b) => (higherBetter ? b.from : b.to));
  const results = ordered.map((b) => bandResult(scale, method, b));
  const last = results.length - 1;
  return higherBetter
    ? (value) => {
        for (let i = 0; i < last; i++) if (value >= (thresholds[i] as number)) return results[i] as GradeConversion;
        return results[last] as GradeConversion;
      }
    : (value) => {
        for (let i = 0; i < last; i++) if (value <= (thresholds[i] as number)) return results[i] as GradeConversion;
        return results[last] as GradeConversion;
      };
}

/** Label bands: exact match first, then ignoring case, spaces, dash variants and accents. */
export function compileLabelBands(scale: Scale, method: BandsMethod): (label: string) => GradeConversion | undefined {
  const exact = new Map<string, GradeConversion>();
  const folded = new Map<string, GradeConversion>();
  for (const band of method.bands as LabelBand[]) {
    const result = bandResult(scale, method, band);
    exact.set(band.label, result);
    if (!folded.has(foldLabel(band.label))) folded.set(foldLabel(band.label), result);
  }
  return (label) => exact.get(label) ?? exact.get(label.trim()) ?? folded.get(foldLabel(label));
}
