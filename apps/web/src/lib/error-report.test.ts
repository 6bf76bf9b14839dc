import { describe, expect, it } from "vitest";
import { buildErrorReport, errorReportFileName } from "./error-report";

describe("error report", () => {
  it("holds message, stack, route, time, user agent and recent errors", () => {
    const time = new Date("2025-06-01T12:00:00.000Z");
    const recentErrors = [
      { message: "earlier", source: "window-error" as const, route: "/", time: "2025-06-01T11:59:00.000Z" },
    ];
    const report = buildErrorReport({
      error: new Error("boom"),
      route: "/calculator?country=de",
      time,
      userAgent: "TestAgent/1.0",
      recentErrors,
    });

    expect(report).toMatchObject({
      message: "boom",
      route: "/calculator?country=de",
      time: "2025-06-01T12:00:00.000Z",
      userAgent: "TestAgent/1.0",
      recentErrors,
    });
    expect(report.stack).toContain("boom");
  });

  it("names the file with a timestamp", () => {
    expect(errorReportFileName(new Date("2025-06-01T12:00:00.000Z"))).toBe(
      "gradeatlas-error-report-2025-06-01T12-00-00-000Z.json",
    );
  });
});
