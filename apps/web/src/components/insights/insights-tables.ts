import { GPA_BUCKETS, type Insights } from "@gradeatlas/contracts/insights";
import { countryName, monthLabel, percentText, percentValue } from "./insight-labels";
import type { PanelColumn } from "./panel-csv";

// The tables (and so the CSV files) of the institution insights panels,
// apart from the charts so they can be checked without a browser.

type MonthRow = Insights["applicants"]["byMonth"][number];
type ScaleRow = Insights["applicants"]["byScale"][number];
type GpaRow = Insights["gpaByCountry"][number];
type FlagRow = Insights["transcripts"]["byMonth"][number];
type EvaluatorRow = Insights["evaluators"][number];

const count = (n: number) => n.toLocaleString("en-US");

/** Each insights panel's table: its columns and rows. */
export function insightsTables(insights: Insights) {
  const { countries } = insights.applicants;
  const monthColumns: PanelColumn<MonthRow>[] = [
    { header: "Month", value: (r) => r.month, display: (r) => monthLabel(r.month) },
    ...countries.map((c, i) => ({
      header: countryName(c),
      value: (r: MonthRow) => r.counts[i] ?? 0,
      display: (r: MonthRow) => count(r.counts[i] ?? 0),
      numeric: true,
    })),
    { header: "Total", value: (r) => r.total, display: (r) => count(r.total), numeric: true },
  ];
  const scaleColumns: PanelColumn<ScaleRow>[] = [
    { header: "Scale", value: (r) => r.scaleName },
    { header: "Calculations", value: (r) => r.count, display: (r) => count(r.count), numeric: true },
    {
      header: "Share (%)",
      value: (r) => percentValue(insights.total ? r.count / insights.total : null),
      display: (r) => percentText(insights.total ? r.count / insights.total : null),
      numeric: true,
    },
  ];
  const gpaColumns: PanelColumn<GpaRow>[] = [
    { header: "Country", value: (r) => countryName(r.country) },
    { header: "With a GPA", value: (r) => r.count, display: (r) => count(r.count), numeric: true },
    { header: "Median GPA", value: (r) => r.median, display: (r) => r.median.toFixed(2), numeric: true },
    ...GPA_BUCKETS.map((b, i) => ({
      header: b.label,
      value: (r: GpaRow) => r.buckets[i] ?? 0,
      display: (r: GpaRow) => count(r.buckets[i] ?? 0),
      numeric: true,
    })),
  ];
  const overall: FlagRow = { month: "All months", ...insights.transcripts.overall };
  const flagRows: FlagRow[] = [...insights.transcripts.byMonth, overall];
  const flagColumns: PanelColumn<FlagRow>[] = [
    { header: "Month", value: (r) => r.month, display: (r) => (r === overall ? r.month : monthLabel(r.month)) },
    { header: "Transcripts", value: (r) => r.total, display: (r) => count(r.total), numeric: true },
    { header: "With a failed course", value: (r) => r.withFailed, display: (r) => count(r.withFailed), numeric: true },
    {
      header: "Failed share (%)",
      value: (r) => percentValue(r.failedShare),
      display: (r) => percentText(r.failedShare),
      numeric: true,
    },
    {
      header: "With a repeated course",
      value: (r) => r.withRepeated,
      display: (r) => count(r.withRepeated),
      numeric: true,
    },
    {
      header: "Repeated share (%)",
      value: (r) => percentValue(r.repeatedShare),
      display: (r) => percentText(r.repeatedShare),
      numeric: true,
    },
  ];
  const evaluatorColumns: PanelColumn<EvaluatorRow>[] = [
    { header: "Evaluator", value: (r) => r.email },
    { header: "Conversions", value: (r) => r.count, display: (r) => count(r.count), numeric: true },
    { header: "Share (%)", value: (r) => percentValue(r.share), display: (r) => percentText(r.share), numeric: true },
  ];

  return {
    countries: { columns: monthColumns, rows: insights.applicants.byMonth },
    scales: { columns: scaleColumns, rows: insights.applicants.byScale },
    gpa: { columns: gpaColumns, rows: insights.gpaByCountry },
    flags: { columns: flagColumns, rows: flagRows, overall },
    evaluators: { columns: evaluatorColumns, rows: insights.evaluators },
  };
}
