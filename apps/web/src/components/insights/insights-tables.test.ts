import type { Insights } from "@gradeatlas/contracts/insights";
import { describe, expect, it } from "vitest";
import { insightsTables } from "./insights-tables";
import { csvFileName, panelCsv } from "./panel-csv";

const insights: Insights = {
  period: { from: "2026-01-01", to: "2026-02-28" },
  total: 7,
  applicants: {
    countries: ["IN", "DE", "Other"],
    byMonth: [
      { month: "2026-01", total: 4, counts: [3, 1, 0] },
      { month: "2026-02", total: 3, counts: [1, 1, 1] },
    ],
    byScale: [
      { scaleId: "in-percentage", scaleName: "Percentage, 0–100", count: 4 },
      { scaleId: "de-university", scaleName: "University grades (1.0–5.0)", count: 3 },
    ],
  },
  gpaByCountry: [{ country: "IN", count: 4, median: 3.15, buckets: [0, 0, 0, 0, 1, 0, 2, 1] }],
  transcripts: {
    overall: { total: 7, withFailed: 2, withRepeated: 1, failedShare: 0.2857, repeatedShare: 0.1429 },
    byMonth: [
      { month: "2026-01", total: 4, withFailed: 1, withRepeated: 1, failedShare: 0.25, repeatedShare: 0.25 },
      { month: "2026-02", total: 0, withFailed: 0, withRepeated: 0, failedShare: null, repeatedShare: null },
    ],
  },
  evaluators: [{ email: "=cmd@office.example", count: 7, share: 1 }],
};

describe("the CSV of an insights panel", () => {
  const tables = insightsTables(insights);

  it("has the table's columns and rows, numbers unformatted, shares as percentages, no share as empty", () => {
    expect(panelCsv(tables.flags.columns, tables.flags.rows)).toBe(
      [
        "Month,Transcripts,With a failed course,Failed share (%),With a repeated course,Repeated share (%)",
        "2026-01,4,1,25,1,25",
        "2026-02,0,0,,0,",
        "All months,7,2,28.57,1,14.29",
        "",
      ].join("\r\n"),
    );
  });

  it("names the countries in its header, Other last, and keeps months as YYYY-MM", () => {
    expect(panelCsv(tables.countries.columns, tables.countries.rows)).toBe(
      "Month,India,Germany,Other,Total\r\n2026-01,3,1,0,4\r\n2026-02,1,1,1,3\r\n",
    );
    expect(panelCsv(tables.gpa.columns, tables.gpa.rows).split("\r\n")[0]).toBe(
      "Country,With a GPA,Median GPA,0.0–0.5,0.5–1.0,1.0–1.5,1.5–2.0,2.0–2.5,2.5–3.0,3.0–3.5,3.5–4.0",
    );
  });

  it("defuses text a spreadsheet would run, and shows the table's own formatting only on screen", () => {
    expect(panelCsv(tables.evaluators.columns, tables.evaluators.rows)).toBe(
      "Evaluator,Conversions,Share (%)\r\n'=cmd@office.example,7,100\r\n",
    );
    const share = tables.flags.columns[3];
    expect(share?.display?.(tables.flags.overall)).toBe("28.6%");
  });

  it("is saved under a name that says what and when", () => {
    expect(csvFileName("insights", "Failed and repeated", "2026-01-01", "2026-02-28")).toBe(
      "gradeatlas-insights-failed-and-repeated-2026-01-01-2026-02-28.csv",
    );
  });
});
