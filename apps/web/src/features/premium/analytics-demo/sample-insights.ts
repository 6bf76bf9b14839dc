// Built-in sample data for the insights demo on /premium: made up, fixed and
// labelled "Sample data" wherever it shows. Its shape follows the premium
// dashboard (calculations per month, GPA distribution, top countries), so the
// demo shows what a subscriber's own figures look like.

export const sampleMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
// Admissions seasons: busy around the winter deadlines, quiet in early summer.
const season = [1.6, 1.2, 0.8, 0.6, 0.5, 0.6, 0.7, 0.9, 1.1, 1.4, 1.8, 2.0];

export const gpaBands = ["3.70–4.00", "3.30–3.69", "3.00–3.29", "2.50–2.99", "Below 2.50"] as const;
const bandMidpoints = [3.85, 3.5, 3.15, 2.75, 2.2];

export const sampleCountries = [
  { code: "IN", name: "India", perMonth: 42, bands: [0.18, 0.34, 0.26, 0.16, 0.06] },
  { code: "CN", name: "China", perMonth: 35, bands: [0.3, 0.36, 0.2, 0.1, 0.04] },
  { code: "NG", name: "Nigeria", perMonth: 21, bands: [0.12, 0.28, 0.3, 0.2, 0.1] },
  { code: "DE", name: "Germany", perMonth: 14, bands: [0.22, 0.38, 0.24, 0.12, 0.04] },
  { code: "BR", name: "Brazil", perMonth: 11, bands: [0.14, 0.3, 0.3, 0.18, 0.08] },
  { code: "KR", name: "South Korea", perMonth: 9, bands: [0.26, 0.4, 0.2, 0.1, 0.04] },
] as const;

export type SampleCountry = (typeof sampleCountries)[number]["code"] | "all";
export const samplePeriods = [
  { months: 3, label: "Last 3 months" },
  { months: 6, label: "Last 6 months" },
  { months: 12, label: "Last 12 months" },
] as const;

export interface SampleSummary {
  total: number;
  averageGpa: number;
  byMonth: { label: string; count: number }[];
  gpaBands: { label: string; count: number }[];
  byCountry: { code: string; name: string; count: number; averageGpa: number }[];
}

const countsOf = (perMonth: number) => season.map((s) => Math.round(perMonth * s));

/** The sample figures for one country (or all) over the last `months` months of the sample year. */
export function summariseSample(country: SampleCountry, months: number): SampleSummary {
  const from = sampleMonths.length - Math.min(Math.max(months, 1), sampleMonths.length);
  const chosen = sampleCountries.filter((c) => country === "all" || c.code === country);
  const byCountry = chosen.map((c) => {
    const count = countsOf(c.perMonth)
      .slice(from)
      .reduce((a, b) => a + b, 0);
    const averageGpa = c.bands.reduce((sum, share, i) => sum + share * (bandMidpoints[i] ?? 0), 0);
    return { code: c.code, name: c.name, count, averageGpa, bands: c.bands };
  });
  const total = byCountry.reduce((a, c) => a + c.count, 0);
  const byMonth = sampleMonths.slice(from).map((label, i) => ({
    label,
    count: chosen.reduce((sum, c) => sum + (countsOf(c.perMonth)[from + i] ?? 0), 0),
  }));
  const bands = gpaBands.map((label, i) => ({
    label,
    count: byCountry.reduce((sum, c) => sum + Math.round(c.count * (c.bands[i] ?? 0)), 0),
  }));
  const averageGpa = total === 0 ? 0 : byCountry.reduce((sum, c) => sum + c.count * c.averageGpa, 0) / total;
  return {
    total,
    averageGpa,
    byMonth,
    gpaBands: bands,
    byCountry: byCountry
      .map(({ code, name, count, averageGpa }) => ({ code, name, count, averageGpa }))
      .sort((a, b) => b.count - a.count),
  };
}
