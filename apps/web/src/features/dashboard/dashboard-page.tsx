import { type CalculationStats, calculationStatsSchema } from "@gradeatlas/contracts/calculations";
import { useQuery } from "@tanstack/react-query";
import { lazy } from "react";
import { Link } from "react-router";
import { ChartPanel } from "../../components/insights/chart-panel";
import { countryName, monthLabel } from "../../components/insights/insight-labels";
import { csvFileName, type PanelColumn } from "../../components/insights/panel-csv";
import { buttonClass } from "../../components/ui/button-styles";
import { QueryView } from "../../components/ui/query-view";
import { ME_QUERY_KEY } from "../../lib/access/use-access-source";
import { apiRequest } from "../../lib/api-client";
import { fetchMe } from "../../lib/auth-client";
import { cacheKeys } from "../../lib/client-cache";
import { paths } from "../../lib/paths";
import { InstitutionInsights } from "./institution-insights";

const CountBarChart = lazy(() => import("../../components/charts/charts").then((m) => ({ default: m.CountBarChart })));

const MONTHS = 12;
const gpaText = (gpa: number | null) => (gpa === null ? "—" : gpa.toFixed(2));

type CountryRow = CalculationStats["byCountry"][number];
type ScaleRow = CalculationStats["byScale"][number];
type CountRow = { label: string; count: number };

const calculations: PanelColumn<{ count: number }> = {
  header: "Calculations",
  value: (r) => r.count,
  display: (r) => r.count.toLocaleString("en-US"),
  numeric: true,
};
const countryColumns: PanelColumn<CountryRow>[] = [
  { header: "Country", value: (r) => countryName(r.country) },
  calculations,
  { header: "Average GPA", value: (r) => r.averageGpa, display: (r) => gpaText(r.averageGpa), numeric: true },
];
const scaleColumns: PanelColumn<ScaleRow>[] = [{ header: "Scale", value: (r) => r.scaleName }, calculations];
const countColumns = (first: string): PanelColumn<CountRow>[] => [
  { header: first, value: (r) => r.label },
  calculations,
];

/** /dashboard (premium): the user's saved conversions at a glance, and their institution's insights for its admins and viewers. */
export function DashboardPage() {
  const stats = useQuery({
    queryKey: [cacheKeys.calculationHistory, "summary", MONTHS],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/calculations/summary?months=${MONTHS}`, { schema: calculationStatsSchema, signal }),
  });
  // GET /api/me, already cached by the app shell, says the institution and the role in it.
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe });
  const institution = me.data?.institution;
  const seesInsights = institution && (institution.role === "admin" || institution.role === "viewer");
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Dashboard · GradeAtlas</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Dashboard</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Your saved conversions at a glance: how many, from where, on which scales, and how the GPAs fall.
        {seesInsights ? " Your institution's figures follow below." : ""}
      </p>
      <QueryView
        query={stats}
        loading="Loading your dashboard..."
        failure="Your dashboard could not be loaded."
        isEmpty={(data) => data.total === 0}
        empty={
          <p className="mt-8 text-slate-700">
            Nothing saved yet. Convert a transcript in the{" "}
            <Link to={paths.calculator} className="font-medium text-blue-800 underline">
              calculator
            </Link>{" "}
            and choose "Save calculation": your figures appear here.
          </p>
        }
      >
        {(data) => <Dashboard stats={data} />}
      </QueryView>
      {seesInsights && <InstitutionInsights institutionName={institution.name} />}
    </div>
  );
}

function Dashboard({ stats }: { stats: CalculationStats }) {
  const months = stats.byMonth.map((m) => ({ label: monthLabel(m.month), count: m.count }));
  const file = (name: string) => csvFileName("dashboard", name);
  return (
    <>
      <dl className="mt-8 grid gap-4 sm:grid-cols-3">
        <Figure term="Saved calculations" value={stats.total.toLocaleString()} />
        <Figure term="In the last 30 days" value={stats.last30Days.toLocaleString()} />
        <Figure term="Average GPA" value={gpaText(stats.averageGpa)} />
      </dl>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <ChartPanel
          headingLevel={2}
          title={`Calculations per month, last ${MONTHS} months`}
          chart={<CountBarChart bars={months} name="Calculations" testId="chart-months" />}
          caption="Calculations per month"
          columns={countColumns("Month")}
          rows={months}
          rowKey={(r) => r.label}
          fileName={file("calculations-per-month")}
        />
        <ChartPanel
          headingLevel={2}
          title="GPA distribution"
          chart={<CountBarChart bars={stats.gpaBands} name="Calculations" testId="chart-gpa-bands" />}
          caption="Calculations per GPA band"
          columns={countColumns("GPA")}
          rows={stats.gpaBands}
          rowKey={(r) => r.label}
          fileName={file("gpa-distribution")}
        />
        <ChartPanel
          headingLevel={2}
          title="Top countries"
          chart={
            <CountBarChart
              bars={stats.byCountry.map((c) => ({ label: countryName(c.country), count: c.count }))}
              name="Calculations"
              testId="chart-countries"
            />
          }
          tableOpen
          caption="Calculations and average GPA per country"
          columns={countryColumns}
          rows={stats.byCountry}
          rowKey={(r) => r.country}
          fileName={file("top-countries")}
        />
        <ChartPanel
          headingLevel={2}
          title="Top scales"
          chart={
            <CountBarChart
              bars={stats.byScale.map((s) => ({ label: s.scaleName, count: s.count }))}
              name="Calculations"
              testId="chart-scales"
            />
          }
          tableOpen
          caption="Calculations per scale"
          columns={scaleColumns}
          rows={stats.byScale}
          rowKey={(r) => r.scaleId}
          fileName={file("top-scales")}
        />
      </div>
      <Link to={paths.history} className={buttonClass("secondary", "mt-8")}>
        Open Calculation History
      </Link>
    </>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-700">{term}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}
