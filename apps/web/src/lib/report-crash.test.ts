import { clientErrorReportSchema } from "@gradeatlas/contracts/client-error-report";
import { describe, expect, it } from "vitest";
import { buildErrorReport } from "./error-report";
import { toClientErrorReport } from "./report-crash";

describe("toClientErrorReport", () => {
  it("turns the downloadable report into what the server accepts, trimming oversized parts", () => {
    const report = buildErrorReport({
      error: new Error("x".repeat(5000)),
      route: "/calculator?country=IN",
      time: new Date("2026-11-22T10:00:00Z"),
      userAgent: "Test",
      recentErrors: [{ message: "earlier", source: "window-error", route: "/", time: "2026-11-22T09:00:00.000Z" }],
    });
    const sent = toClientErrorReport(report);
    expect(clientErrorReportSchema.safeParse(sent).success).toBe(true);
    expect(sent.message).toHaveLength(2000);
    expect(sent.recentErrors).toEqual([{ message: "earlier", at: "2026-11-22T09:00:00.000Z" }]);
  });
});
