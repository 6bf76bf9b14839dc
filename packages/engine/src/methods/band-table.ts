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

/** Label bands, looked up by the label a written grade resolves to (see labelResolver). */
export function compileLabelBands(scale: Scale, method: BandsMethod): (label: string) => GradeConversion | undefined {
  const byLabel = new Map<string, GradeConversion>();
  for (const band of method.bands as LabelBand[]) byLabel.set(band.label, bandResult(scale, method, band));
  const resolve = labelResolver(scale);
  return (grade) => {
    const label = resolve(grade);
    return label === undefined ? undefined : byLabel.get(label);
  };
}

/**
 * The scale's label a written grade means: an exact match first, then ignoring
 * case, spaces and dash variants, then the other forms transcripts use
 * (`writtenAs`: "110 e lode" is 110L). Undefined when it is none of them.
 */
export function labelResolver(scale: Scale): (grade: string) => string | undefined {
  if (scale.grades.type !== "labels") return () => undefined;
  const { labels, writtenAs = {} } = scale.grades;
  const exact = new Set(labels);
  const folded = new Map<string, string>();
  for (const label of labels) if (!folded.has(foldLabel(label))) folded.set(foldLabel(label), label);
  for (const [written, label] of Object.entries(writtenAs))
    if (!folded.has(foldLabel(written))) folded.set(foldLabel(written), label);
  return (grade) => {
    if (exact.has(grade)) return grade;
    const trimmed = grade.trim();
    return exact.has(trimmed) ? trimmed : folded.get(foldLabel(grade));
  };
}
