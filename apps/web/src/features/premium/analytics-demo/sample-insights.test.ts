import { describe, expect, it } from "vitest";
import { summariseSample } from "./sample-insights";

describe("the insights demo's sample figures", () => {
  it("add up: months, GPA bands and countries all count the same calculations", () => {
    const year = summariseSample("all", 12);
    expect(year.byMonth).toHaveLength(12);
    expect(year.byMonth.reduce((a, m) => a + m.count, 0)).toBe(year.total);
    expect(year.byCountry.reduce((a, c) => a + c.count, 0)).toBe(year.total);
    const banded = year.gpaBands.reduce((a, b) => a + b.count, 0);
    expect(Math.abs(banded - year.total)).toBeLessThanOrEqual(year.byCountry.length * 3);
  });

  it("change with the country and the period chosen", () => {
    const india = summariseSample("IN", 12);
    const indiaQuarter = summariseSample("IN", 3);
    expect(india.byCountry.map((c) => c.name)).toEqual(["India"]);
    expect(indiaQuarter.byMonth.map((m) => m.label)).toEqual(["Oct", "Nov", "Dec"]);
    expect(indiaQuarter.total).toBeLessThan(india.total);
    expect(summariseSample("CN", 12).averageGpa).not.toBeCloseTo(india.averageGpa, 2);
  });
});
