import { describe, expect, it } from "vitest";
import { createMetricsBuffer, JOURNEY_KEPT_MS, METRICS_KEPT_MS, performanceScore } from "./metrics-buffer";

describe("client metrics", () => {
  it("flags timings over their docs/requirements.md §9 threshold and drains what waits", () => {
    const buffer = createMetricsBuffer(() => 1_000_000);
    buffer.record("gpa_calculation", 620);
    buffer.record("api_request", 150);
    const [slow, fast] = buffer.drain();
    expect(slow?.metadata).toEqual({ slow: true, thresholdMs: 500 });
    expect(fast?.metadata).toEqual({ slow: false, thresholdMs: 2000 });
    expect(buffer.size()).toBe(0);
  });

  it("drops metrics older than the hour the server keeps", () => {
    let t = 0;
    const buffer = createMetricsBuffer(() => t);
    buffer.record("page_load", 900);
    t = METRICS_KEPT_MS + 1;
    buffer.record("page_load", 800);
    expect(buffer.drain().map((m) => m.value)).toEqual([800]);
  });

  it("forgets journeys 5 minutes after they complete", () => {
    let t = 0;
    const buffer = createMetricsBuffer(() => t);
    buffer.startJourney("convert");
    t = 1200;
    expect(buffer.completeJourney("convert")).toBe(1200);
    buffer.startJourney("report");
    t += JOURNEY_KEPT_MS + 1;
    buffer.completeJourney("report");
    expect(buffer.journeyCount()).toBe(1);
  });

  it("scores performance as docs/requirements.md §9 says", () => {
    expect(performanceScore({ lcp: 1200, inp: 50, cls: 0, ttfb: 100, longTasks: 0 })).toBe(100);
    expect(performanceScore({ lcp: 3000, inp: 150, cls: 0.2, ttfb: 700, longTasks: 0 })).toBe(20);
    expect(performanceScore({ longTasks: 3 })).toBe(85);
    expect(performanceScore({ longTasks: 10 })).toBe(80);
  });
});
