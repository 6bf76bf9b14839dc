import { type CalculationStats, calculationStatsSchema } from "@gradeatlas/contracts/calculations";
import { countryIndex } from "@gradeatlas/engine";
import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { type Column, DataTable } from "../../components/ui/data-table";
import { QueryView } from "../../components/ui/query-view";
import { apiRequest } from "../../lib/api-client";
import { cacheKeys } from "../../lib/client-cache";
import { paths } from "../../lib/paths";

const CountBarChart = lazy(() => import("../../components/charts/charts").then((m) => ({ default: m.CountBarChart })));

const MONTHS = 12;
const countryName = new Map(countryIndex.map((c) => [c.code, c.name]));
const monthFormat = new Intl.DateTimeFormat(undefined, { month: "short", year: "2-digit", timeZone: "UTC" });
const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
const gpaText = (gpa: number | null) => (gpa === null ? "—" : gpa.toFixed(2));

type CountryRow = CalculationStats["byCountry"][number];
type ScaleRow = CalculationStats["byScale"][number];
type CountRow = { label: string; count: number };

const countryColumns: Column<CountryRow>[] = [
  { header: "Country", cell: (r) => countryName.get(r.country) ?? r.country },
  { header: "Calculations", cell: (r) => r.count },
  { header: "Average GPA", cell: (r) => gpaText(r.averageGpa) },
];
const scaleColumns: Column<ScaleRow>[] = [
  { header: "Scale", cell: (r) => r.scaleName },
  { header: "Calculations", cell: (r) => r.count },
];
const countColumns = (first: string): Column<CountRow>[] => [
  { header: first, cell: (r) => r.label },
  { header: "Calculations", cell: (r) => r.count },
];

/** /dashboard (premium): the user's saved conversions at a glance. */
export function DashboardPage() {
  const stats = useQuery({
    queryKey: [cacheKeys.calculationHistory, "summary", MONTHS],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/calculations/summary?months=${MONTHS}`, { schema: calculationStatsSchema, signal }),
  });
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Dashboard · GradeAtlas</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Dashboard</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Your saved conversions at a glance: how many, from where, on which scales, and how the GPAs fall. A view across
        your whole team arrives with My Team; this one counts the calculations saved under your account.
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
    </div>
  );
}

function Dashboard({ stats }: { stats: CalculationStats }) {
  const months = stats.byMonth.map((m) => ({ label: monthLabel(m.month), count: m.count }));
  return (
    <>
      <dl className="mt-8 grid gap-4 sm:grid-cols-3">
        <Figure term="Saved calculations" value={stats.total.toLocaleString()} />
        <Figure term="In the last 30 days" value={stats.last30Days.toLocaleString()} />
        <Figure term="Average GPA" value={gpaText(stats.averageGpa)} />
      </dl>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Panel title={`Calculations per month, last ${MONTHS} months`}>
          <Suspense fallback={<div className="mt-3 h-56" />}>
            <CountBarChart bars={months} name="Calculations" testId="chart-months" />
          </Suspense>
          <Details summary="Figures per month">
            <DataTable
              label="Calculations per month"
              className="mt-2"
              columns={countColumns("Month")}
              rows={months}
              rowKey={(r) => r.label}
            />
          </Details>
        </Panel>
        <Panel title="GPA distribution">
          <Suspense fallback={<div className="mt-3 h-56" />}>
            <CountBarChart bars={stats.gpaBands} name="Calculations" testId="chart-gpa-bands" />
          </Suspense>
          <Details summary="Figures per GPA band">
            <DataTable
              label="Calculations per GPA band"
              className="mt-2"
              columns={countColumns("GPA")}
              rows={stats.gpaBands}
              rowKey={(r) => r.label}
            />
          </Details>
        </Panel>
        <Panel title="Top countries">
          <DataTable
            label="Top countries"
            className="mt-3"
            columns={countryColumns}
            rows={stats.byCountry}
            rowKey={(r) => r.country}
          />
        </Panel>
        <Panel title="Top scales">
          <DataTable
            label="Top scales"
            className="mt-3"
            columns={scaleColumns}
            rows={stats.byScale}
            rowKey={(r) => r.scaleId}
          />
        </Panel>
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

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}

function Details({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-medium text-blue-800 hover:text-blue-900">{summary}</summary>
      {children}
    </details>
  );
}
