import { useId, useState } from "react";
import { percentText } from "../../../components/insights/insight-labels";
import { InsightsPanels } from "../../../components/insights/insights-panels";
import { fieldClass } from "../../../components/ui/field-styles";
import { type SampleCountry, sampleCountries, sampleInsights, samplePeriods } from "./sample-insights";

const monthName = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });

/**
 * #analytics-demo-section: the institution insights, live on built-in sample
 * data (never anyone's real data), drawn by the same panels as the dashboard.
 */
export default function AnalyticsDemo() {
  const [country, setCountry] = useState<SampleCountry>("all");
  const [months, setMonths] = useState<number>(12);
  const ids = { country: useId(), period: useId() };
  const insights = sampleInsights(country, months);
  const where = country === "all" ? "all countries" : sampleCountries.find((c) => c.code === country)?.name;
  const busiest = insights.applicants.byMonth.reduce((best, m) => (m.total > best.total ? m : best));
  return (
    <section
      id="analytics-demo-section"
      aria-labelledby="analytics-demo-title"
      className="mt-12 scroll-mt-24 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
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
        and a period. With premium the figures are your institution's own saved conversions, and every chart's table
        exports as CSV.
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
        <Figure term={`Calculations, ${where}`} value={insights.total.toLocaleString("en-US")} />
        <Figure term="With a failed course" value={percentText(insights.transcripts.overall.failedShare)} />
        <Figure term="Busiest month" value={monthName.format(new Date(`${busiest.month}-01T00:00:00Z`))} />
      </dl>
      <InsightsPanels insights={insights} sample />
    </section>
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
