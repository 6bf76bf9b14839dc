import { convertGrade, EngineError, type Scale } from "@gradeatlas/engine";
import { readNumber, type ScaleDraft, splitLabels } from "./scale-draft";

const onStep = (value: number, min: number, step: number) => {
  const decimals = Math.min(4, (String(step).split(".")[1] ?? "").length);
  return Number((min + Math.round((value - min) / step) * step).toFixed(decimals));
};

/**
 * Grades worth trying on a scale: the best grade, one between it and the pass
 * mark, the pass mark, the grade just below it and the worst grade; for
 * labels, every label (up to ten).
 */
export function suggestedSamples(draft: ScaleDraft): string[] {
  if (draft.gradeType === "labels") return splitLabels(draft.labels).slice(0, 10);
  const [min, max, step] = [readNumber(draft.min), readNumber(draft.max), readNumber(draft.step)];
  const best = readNumber(draft.bestGrade);
  const pass = readNumber(draft.passMark);
  if (min === null || max === null || step === null || step <= 0 || min >= max) return [];
  const worst = draft.direction === "higher-better" ? min : max;
  const below = draft.direction === "higher-better" ? -step : step;
  const picks = [
    best,
    best !== null && pass !== null ? onStep((best + pass) / 2, min, step) : null,
    pass,
    pass !== null ? onStep(pass + below, min, step) : null,
    worst,
  ];
  const inRange = picks.filter((n): n is number => n !== null && n >= min && n <= max);
  return [...new Set(inRange.map(String))];
}

export type SampleResult = {
  grade: string;
  usLetter: string | null;
  usPoints: number | null;
  outcome: string | null;
  countsInGpa: boolean;
  error: string | null;
};

/** Each sample converted by the engine, as the calculator would; a grade off the scale says why. */
export function convertSamples(scale: Scale, grades: readonly string[]): SampleResult[] {
  return grades.map((grade) => {
    try {
      const c = convertGrade(scale, grade);
      return {
        grade,
        usLetter: c.usLetter,
        usPoints: c.usPoints,
        outcome: c.outcome,
        countsInGpa: c.countsInGpa,
        error: null,
      };
    } catch (err) {
      if (!(err instanceof EngineError)) throw err;
      return { grade, usLetter: null, usPoints: null, outcome: null, countsInGpa: false, error: err.message };
    }
  });
}
