/** One measured figure next to its baseline, both taken in the same run. */
export interface BenchResult {
  name: string;
  unit: string;
  value: number;
  baselineName: string;
  baseline: number;
  /** value / baseline: above 1 is faster than the baseline for rates. */
  ratio: number;
  notes?: string;
}

export function result(r: Omit<BenchResult, "ratio">): BenchResult {
  return { ...r, ratio: r.value / r.baseline };
}
