import { describe, expect, it } from "vitest";
import type { ReportData } from "./report-data";
import { reportFileName } from "./report-file-name";

const data = (name: string) =>
  ({ applicant: { name }, country: { code: "IN", name: "India" }, date: "2026-12-01" }) as ReportData;

describe("reportFileName", () => {
  it("names the file after the applicant, in ASCII", () => {
    expect(reportFileName(data("José Ñúñez-Łukasz Strauß"))).toBe(
      "academic-report-jose-nunez-lukasz-strauss-2026-12-01.pdf",
    );
  });

  it("falls back to the country when the name has no ASCII letters", () => {
    expect(reportFileName(data("प्रिया"))).toBe("academic-report-india-2026-12-01.pdf");
  });
});
