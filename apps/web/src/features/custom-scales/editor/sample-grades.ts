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
