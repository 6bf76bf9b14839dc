import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { fieldClass } from "../../../components/ui/field-styles";
import { type SampleCountry, sampleCountries, samplePeriods, summariseSample } from "./sample-insights";

const CountBarChart = lazy(() =>
  import("../../../components/charts/charts").then((m) => ({ default: m.CountBarChart })),
);

type CountryRow = ReturnType<typeof summariseSample>["byCountry"][number];
const countryColumns: Column<CountryRow>[] = [
  { header: "Country", cell: (r) => r.name },
  { header: "Calculations", cell: (r) => r.count.toLocaleString() },
  { header: "Average GPA", cell: (r) => r.averageGpa.toFixed(2) },
];
const bandColumns: Column<{ label: string; count: number }>[] = [
  { header: "GPA", cell: (r) => r.label },
  { header: "Calculations", cell: (r) => r.count.toLocaleString() },
];

/** #analytics-demo-section: the premium insights, live on built-in sample data (never anyone's real data). */
export default function AnalyticsDemo() {
  const [country, setCountry] = useState<SampleCountry>("all");
  const [months, setMonths] = useState<number>(12);
  const ids = { country: useId(), period: useId() };
  const summary = summariseSample(country, months);
  const where = country === "all" ? "all countries" : sampleCountries.find((c) => c.code === country)?.name;
  return (
    <section
      id="analytics-demo-section"
      aria-labelledby="analytics-demo-title"
      className="mt-12 scroll-mt-24 rounded-xl border border-slate-200 bg-slate-50 p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="analytics-demo-title" className="text-2xl font-semibold text-slate-900">
          Data insights, live
        </h2>
        <span className="rounded-full border border-amber-400 bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-950">
          Sample data
        </span>
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">
        What the premium dashboard shows about your applicant pool, here on a made-up office's year: choose a country
        and a period. With premium the figures are your own saved conversions.
      </p>
      <div className="mt-4 flex flex-wrap gap-4">
        <div>
          <label htmlFor={ids.country} className="block text-sm font-medium text-slate-900">
            Country
          </label>
          <select
            id={ids.country}
            className={fieldClass("base", { extra: "min-w-48" })}
            value={country}
            onChange={(e) => setCountry(e.target.value as SampleCountry)}
          >
            <option value="all">All countries</option>
            {sampleCountries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.period} className="block text-sm font-medium text-slate-900">
            Period
          </label>
          <select
            id={ids.period}
            className={fieldClass("base", { extra: "min-w-48" })}
            value={months}
            onChange={(e) => setMonths(Number(e.target.value))}
          >
            {samplePeriods.map((p) => (
              <option key={p.months} value={p.months}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <dl aria-live="polite" className="mt-6 grid gap-4 sm:grid-cols-3">
        <Figure term={`Calculations, ${where}`} value={summary.total.toLocaleString()} />
        <Figure term="Average GPA" value={summary.averageGpa.toFixed(2)} />
        <Figure term="Busiest month" value={busiest(summary.byMonth)} />
      </dl>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel title="Calculations per month (sample data)">
          <Suspense fallback={<div className="mt-3 h-56" />}>
            <CountBarChart bars={summary.byMonth} name="Calculations" testId="demo-chart-months" />
          </Suspense>
        </Panel>
        <Panel title="GPA distribution (sample data)">
          <DataTable
            label="GPA distribution, sample data"
            className="mt-3"
            columns={bandColumns}
            rows={summary.gpaBands}
            rowKey={(r) => r.label}
          />
        </Panel>
      </div>
      {country === "all" && (
        <Panel title="Top countries (sample data)" className="mt-6">
          <DataTable
            label="Top countries, sample data"
            className="mt-3"
            columns={countryColumns}
            rows={summary.byCountry}
            rowKey={(r) => r.code}
          />
        </Panel>
      )}
    </section>
  );
}

const busiest = (months: { label: string; count: number }[]) =>
  months.reduce((best, m) => (m.count > best.count ? m : best), months[0] ?? { label: "—", count: 0 }).label;

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-700">{term}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function Panel({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}
