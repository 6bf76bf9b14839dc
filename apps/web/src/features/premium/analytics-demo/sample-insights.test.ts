import { insightsSchema } from "@gradeatlas/contracts/insights";
import { describe, expect, it } from "vitest";
import { sampleInsights } from "./sample-insights";

describe("the insights demo's sample figures", () => {
  it("have the shape of real insights, and add up: months, countries, scales and GPA buckets", () => {
    const year = sampleInsights("all", 12);
    expect(insightsSchema.parse(year)).toEqual(year);
    expect(year.applicants.byMonth).toHaveLength(12);
    expect(year.applicants.byMonth.reduce((a, m) => a + m.total, 0)).toBe(year.total);
    expect(year.applicants.byScale.reduce((a, s) => a + s.count, 0)).toBe(year.total);
    for (const m of year.applicants.byMonth) expect(m.counts.reduce((a, b) => a + b, 0)).toBe(m.total);
    const bucketed = year.gpaByCountry.reduce((a, c) => a + c.count, 0);
    expect(Math.abs(bucketed - year.total)).toBeLessThanOrEqual(year.gpaByCountry.length * 4);
    expect(year.transcripts.overall.total).toBe(year.total);
  });

  it("change with the country and the period chosen", () => {
    const india = sampleInsights("IN", 12);
    const indiaQuarter = sampleInsights("IN", 3);
    expect(india.applicants.countries).toEqual(["IN"]);
    expect(indiaQuarter.applicants.byMonth.map((m) => m.month)).toEqual(["2025-10", "2025-11", "2025-12"]);
    expect(indiaQuarter.period).toEqual({ from: "2025-10-01", to: "2025-12-31" });
    expect(indiaQuarter.total).toBeLessThan(india.total);
    expect(sampleInsights("CN", 12).gpaByCountry[0]?.median).not.toBe(india.gpaByCountry[0]?.median);
  });
});
