import { GPA_BUCKETS, type Insights, OTHER } from "@gradeatlas/contracts/insights";
import { lazy } from "react";
import { ChartPanel } from "./chart-panel";
import { bucketColours, countryName, monthLabel, percentText, seriesColours } from "./insight-labels";
import { insightsTables } from "./insights-tables";
import { csvFileName } from "./panel-csv";

const SeriesChart = lazy(() => import("../charts/charts").then((m) => ({ default: m.SeriesChart })));

/**
 * The institution insights (issue 18) as five chart panels, each with its
 * table and CSV: applicants by country per month, by scale, GPA distribution
 * by country, failed and repeated courses per month, conversions per
 * evaluator. The dashboard feeds it an institution's figures; the premium
 * page's demo feeds it sample data (`sample`, said in every title).
 */
export function InsightsPanels({ insights, sample = false }: { insights: Insights; sample?: boolean }) {
  const { period } = insights;
  const tag = sample ? " (sample data)" : "";
  const file = (name: string) => csvFileName(sample ? "sample" : "insights", name, period.from, period.to);
  const { countries } = insights.applicants;
  const key = (i: number) => `c${i}`;

  const tables = insightsTables(insights);
  const overall = tables.flags.overall;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <ChartPanel
        className="lg:col-span-2"
        title={`Applicants by country per month${tag}`}
        description={`The ${countries.includes(OTHER) ? "ten countries with most calculations; the rest as Other" : "countries"}, one colour each.`}
        chart={
          <SeriesChart
            kind="stacked"
            testId="insights-chart-countries"
            data={insights.applicants.byMonth.map((m) => ({
              label: monthLabel(m.month),
              ...Object.fromEntries(countries.map((_, i) => [key(i), m.counts[i] ?? 0])),
            }))}
            series={countries.map((c, i) => ({
              key: key(i),
              name: countryName(c),
              colour: (c === OTHER ? seriesColours.at(-1) : seriesColours[i]) ?? "#1d4ed8",
            }))}
          />
        }
        caption={`Calculations per month and country${tag}`}
        {...tables.countries}
        rowKey={(r) => r.month}
        fileName={file("applicants-by-country")}
      />
      <ChartPanel
        title={`Applicants by scale${tag}`}
        chart={
          <SeriesChart
            kind="bars"
            horizontal
            testId="insights-chart-scales"
            data={insights.applicants.byScale.map((s) => ({ label: s.scaleName, count: s.count }))}
            series={[{ key: "count", name: "Calculations", colour: "#1d4ed8" }]}
          />
        }
        caption={`Calculations per grading scale${tag}`}
        {...tables.scales}
        rowKey={(r) => r.scaleId}
        fileName={file("applicants-by-scale")}
      />
      <ChartPanel
        title={`Conversions per evaluator${tag}`}
        chart={
          <SeriesChart
            kind="bars"
            horizontal
            testId="insights-chart-evaluators"
            data={insights.evaluators.map((e) => ({ label: e.email, count: e.count }))}
            series={[{ key: "count", name: "Conversions", colour: "#0e7490" }]}
          />
        }
        caption={`Conversions saved per evaluator${tag}`}
        {...tables.evaluators}
        rowKey={(r) => r.email}
        fileName={file("conversions-per-evaluator")}
      />
      <ChartPanel
        className="lg:col-span-2"
        title={`GPA distribution by country${tag}`}
        description="Calculations per US GPA band of 0.5, for the countries with most calculations that have a GPA; the table gives each one's median."
        chart={
          <SeriesChart
            kind="stacked"
            labelChars={12}
            testId="insights-chart-gpa"
            data={insights.gpaByCountry.map((g) => ({
              label: countryName(g.country),
              ...Object.fromEntries(GPA_BUCKETS.map((_, i) => [`b${i}`, g.buckets[i] ?? 0])),
            }))}
            series={GPA_BUCKETS.map((b, i) => ({ key: `b${i}`, name: b.label, colour: bucketColours[i] ?? "#1d4ed8" }))}
          />
        }
        caption={`GPA distribution and median GPA per country${tag}`}
        {...tables.gpa}
        rowKey={(r) => r.country}
        fileName={file("gpa-by-country")}
      />
      <ChartPanel
        className="lg:col-span-2"
        title={`Failed and repeated courses${tag}`}
        description={
          <>
            Share of transcripts with at least one failed course, and with at least one course taken more than once, per
            month. Over the whole period: <strong>{percentText(overall.failedShare)}</strong> with a failed course,{" "}
            <strong>{percentText(overall.repeatedShare)}</strong> with a repeated one.
          </>
        }
        chart={
          <SeriesChart
            kind="lines"
            percent
            testId="insights-chart-flags"
            data={insights.transcripts.byMonth.map((m) => ({
              label: monthLabel(m.month),
              failed: m.failedShare,
              repeated: m.repeatedShare,
            }))}
            series={[
              { key: "failed", name: "With a failed course", colour: "#b91c1c" },
              { key: "repeated", name: "With a repeated course", colour: "#1d4ed8" },
            ]}
          />
        }
        caption={`Transcripts with a failed or a repeated course, per month${tag}`}
        columns={tables.flags.columns}
        rows={tables.flags.rows}
        rowKey={(r) => r.month}
        fileName={file("failed-and-repeated")}
      />
    </div>
  );
}
