import { GPA_BUCKETS, type Insights } from "@gradeatlas/contracts/insights";

// Built-in sample data for the insights demo on /premium: made up, fixed and
// labelled "Sample data" wherever it shows. It has the shape of the real
// institution insights (contracts/insights.ts) and is drawn by the same
// panels, so the demo shows exactly what an office's own figures look like.

const SAMPLE_YEAR = 2025;
// Admissions seasons: busy around the winter deadlines, quiet in early summer.
const season = [1.6, 1.2, 0.8, 0.6, 0.5, 0.6, 0.7, 0.9, 1.1, 1.4, 1.8, 2.0];

// Shares per GPA bucket of 0.5 (GPA_BUCKETS), lowest first.
export const sampleCountries = [
  {
    code: "IN",
    name: "India",
    scale: "Percentage marks (India)",
    perMonth: 42,
    failed: 0.14,
    repeated: 0.09,
    buckets: [0, 0, 0.01, 0.03, 0.12, 0.26, 0.36, 0.22],
  },
  {
    code: "CN",
    name: "China",
    scale: "Percentage marks (China)",
    perMonth: 35,
    failed: 0.05,
    repeated: 0.03,
    buckets: [0, 0, 0, 0.01, 0.06, 0.17, 0.38, 0.38],
  },
  {
    code: "NG",
    name: "Nigeria",
    scale: "University grades (A–F, 5-point)",
    perMonth: 21,
    failed: 0.18,
    repeated: 0.12,
    buckets: [0, 0.01, 0.02, 0.07, 0.2, 0.32, 0.26, 0.12],
  },
  {
    code: "DE",
    name: "Germany",
    scale: "University grades (1.0–5.0)",
    perMonth: 14,
    failed: 0.08,
    repeated: 0.1,
    buckets: [0, 0, 0.01, 0.03, 0.1, 0.24, 0.38, 0.24],
  },
  {
    code: "BR",
    name: "Brazil",
    scale: "Grades 0–10 (Brazil)",
    perMonth: 11,
    failed: 0.12,
    repeated: 0.07,
    buckets: [0, 0, 0.02, 0.05, 0.16, 0.3, 0.31, 0.16],
  },
  {
    code: "KR",
    name: "South Korea",
    scale: "4.5-point GPA (Korea)",
    perMonth: 9,
    failed: 0.04,
    repeated: 0.05,
    buckets: [0, 0, 0, 0.02, 0.06, 0.2, 0.4, 0.32],
  },
] as const;
const sampleEvaluators = [
  { email: "amara@sample-office.example", share: 0.38 },
  { email: "jonas@sample-office.example", share: 0.29 },
  { email: "mei@sample-office.example", share: 0.21 },
  { email: "head@sample-office.example", share: 0.12 },
];

export type SampleCountry = (typeof sampleCountries)[number]["code"] | "all";
export const samplePeriods = [
  { months: 3, label: "Last 3 months" },
  { months: 6, label: "Last 6 months" },
  { months: 12, label: "Last 12 months" },
] as const;

const month = (i: number) => `${SAMPLE_YEAR}-${String(i + 1).padStart(2, "0")}`;
const ratio = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000);
const flags = (total: number, withFailed: number, withRepeated: number) => ({
  total,
  withFailed,
  withRepeated,
  failedShare: ratio(withFailed, total),
  repeatedShare: ratio(withRepeated, total),
});

/** The median of a bucketed distribution, read linearly inside its bucket (sample data only). */
function bucketMedian(buckets: number[]): number {
  const total = buckets.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (const [i, n] of buckets.entries()) {
    if (n > 0 && seen + n >= total / 2) return Math.round((i * 0.5 + ((total / 2 - seen) / n) * 0.5) * 100) / 100;
    seen += n;
  }
  return 0;
}

/** The sample insights for one country (or all) over the last `months` months of the sample year. */
export function sampleInsights(country: SampleCountry, months: number): Insights {
  const first = season.length - Math.min(Math.max(months, 1), season.length);
  const chosen = sampleCountries.filter((c) => country === "all" || c.code === country);
  const monthIndexes = season.map((_, i) => i).slice(first);
  const countOf = (c: (typeof chosen)[number], i: number) => Math.round(c.perMonth * (season[i] ?? 0));
  const totals = chosen.map((c) => monthIndexes.reduce((a, i) => a + countOf(c, i), 0));
  const total = totals.reduce((a, b) => a + b, 0);
  const byMonth = monthIndexes.map((i) => {
    const counts = chosen.map((c) => countOf(c, i));
    const sum = counts.reduce((a, b) => a + b, 0);
    const failed = chosen.reduce((a, c) => a + Math.round(countOf(c, i) * c.failed), 0);
    const repeated = chosen.reduce((a, c) => a + Math.round(countOf(c, i) * c.repeated), 0);
    return { month: month(i), counts, total: sum, failed, repeated };
  });
  const failed = byMonth.reduce((a, m) => a + m.failed, 0);
  const repeated = byMonth.reduce((a, m) => a + m.repeated, 0);
  const gpaByCountry = chosen.map((c, k) => {
    const buckets = GPA_BUCKETS.map((_, i) => Math.round((totals[k] ?? 0) * (c.buckets[i] ?? 0)));
    return { country: c.code, count: buckets.reduce((a, b) => a + b, 0), median: bucketMedian(buckets), buckets };
  });
  return {
    period: { from: `${month(first)}-01`, to: `${SAMPLE_YEAR}-12-31` },
    total,
    applicants: {
      countries: chosen.map((c) => c.code),
      byMonth: byMonth.map((m) => ({ month: m.month, total: m.total, counts: m.counts })),
      byScale: chosen.map((c, k) => ({ scaleId: c.code, scaleName: c.scale, count: totals[k] ?? 0 })),
    },
    gpaByCountry: gpaByCountry.sort((a, b) => b.count - a.count),
    transcripts: {
      overall: flags(total, failed, repeated),
      byMonth: byMonth.map((m) => ({ month: m.month, ...flags(m.total, m.failed, m.repeated) })),
    },
    evaluators: sampleEvaluators.map((e) => ({ email: e.email, count: Math.round(total * e.share), share: e.share })),
  };
}
