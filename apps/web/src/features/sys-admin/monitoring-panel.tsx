import {
  type AlertEntry,
  alertListSchema,
  type ClientErrorEntry,
  clientErrorListSchema,
  type MetricBucket,
  type MetricSummaryEntry,
  metricSummarySchema,
} from "@gradeatlas/contracts/operations";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useId, useState } from "react";
import { type Column, DataTable } from "../../components/ui/data-table";
import { QueryView } from "../../components/ui/query-view";
import { Timestamp } from "../../components/ui/timestamp";
import { FilterSelect } from "../../components/ui/url-filter";
import { apiRequest } from "../../lib/api-client";
import { PanelHeader } from "./admin-ui";
import { formatMetric, isTiming, metricLabel } from "./metric-labels";

const PercentileChart = lazy(() =>
  import("../../components/charts/charts").then((m) => ({ default: m.PercentileChart })),
);
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });

/** The panel refreshes itself this often while open (metrics arrive every 60 s per browser). */
const REFRESH_MS = 60_000;

const windows = [
  { value: "15", label: "Last 15 minutes" },
  { value: "30", label: "Last 30 minutes" },
  { value: "60", label: "Last hour" },
] as const;

const severities = [
  { value: "", label: "All severities" },
  { value: "critical", label: "Critical" },
  { value: "high", label: "High" },
  { value: "medium", label: "Medium" },
  { value: "low", label: "Low" },
] as const;

/** The app's health for operators: metric percentiles, fired alerts and the web app's error reports. */
export function MonitoringPanel() {
  const [minutes, setMinutes] = useState("60");
  const [severity, setSeverity] = useState("");
  const metrics = useQuery({
    queryKey: ["sys-admin", "metrics", minutes],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/admin/metrics?minutes=${minutes}`, { schema: metricSummarySchema, signal }),
    refetchInterval: REFRESH_MS,
  });
  const alerts = useQuery({
    queryKey: ["sys-admin", "alerts", severity],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/admin/alerts${severity ? `?severity=${severity}` : ""}`, { schema: alertListSchema, signal }),
    refetchInterval: REFRESH_MS,
  });
  const errors = useQuery({
    queryKey: ["sys-admin", "client-errors"],
    queryFn: ({ signal }) => apiRequest("/v1/admin/client-errors", { schema: clientErrorListSchema, signal }),
    refetchInterval: REFRESH_MS,
  });
  return (
    <div>
      <PanelHeader title="Monitoring" queries={[metrics, alerts, errors]}>
        <p className="mt-1 text-sm text-slate-700">
          What browsers report about the app. Metrics are kept for one hour; this tab refreshes every minute.
        </p>
      </PanelHeader>

      <section aria-labelledby="metrics-heading" className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h3 id="metrics-heading" className="text-lg font-semibold text-slate-900">
            Metrics: median (p50) and 95th percentile (p95)
          </h3>
          <FilterSelect label="Window" value={minutes} onChange={setMinutes} options={windows} />
        </div>
        <QueryView
          query={metrics}
          loading="Loading metrics..."
          failure="The metrics could not be loaded."
          isEmpty={(data) => data.metrics.length === 0}
          empty={<p className="mt-4 text-slate-700">No browser has reported a metric in this window.</p>}
        >
          {(data) => (
            <ul className="mt-4 grid gap-4 lg:grid-cols-2">
              {data.metrics.map((metric) => (
                <MetricCard key={metric.name} metric={metric} />
              ))}
            </ul>
          )}
        </QueryView>
      </section>

      <section aria-labelledby="alerts-heading" className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h3 id="alerts-heading" className="text-lg font-semibold text-slate-900">
            Recent alerts
          </h3>
          <FilterSelect label="Severity" value={severity} onChange={setSeverity} options={severities} />
        </div>
        <QueryView
          query={alerts}
          loading="Loading alerts..."
          failure="The alerts could not be loaded."
          isEmpty={(data) => data.alerts.length === 0}
          empty={
            <p className="mt-4 text-slate-700">
              {severity ? `No ${severity} alert has fired.` : "No alert has fired."}
            </p>
          }
        >
          {(data) => (
            <DataTable label="Alerts, newest first" columns={alertColumns} rows={data.alerts} rowKey={(a) => a.id} />
          )}
        </QueryView>
      </section>

      <section aria-labelledby="errors-heading" className="mt-10">
        <h3 id="errors-heading" className="text-lg font-semibold text-slate-900">
          Error reports from the web app
        </h3>
        <QueryView
          query={errors}
          loading="Loading error reports..."
          failure="The error reports could not be loaded."
          isEmpty={(data) => data.reports.length === 0}
          empty={<p className="mt-4 text-slate-700">No error has been reported.</p>}
        >
          {(data) => (
            <>
              <p className="mt-1 text-sm text-slate-700">
                {data.lastHour} in the last hour. The 100 newest are listed, newest first.
              </p>
              <ul className="mt-4 space-y-3">
                {data.reports.map((report) => (
                  <ClientErrorItem key={report.id} report={report} />
                ))}
              </ul>
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}

function MetricCard({ metric }: { metric: MetricSummaryEntry }) {
  const headingId = useId();
  const format = (value: number) => formatMetric(metric.name, value);
  const overThreshold = metric.thresholdMs !== null && metric.p95 > metric.thresholdMs;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {metricLabel(metric.name)} <code className="text-sm font-normal text-slate-700">{metric.name}</code>
      </h4>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-700">Samples</dt>
          <dd className="font-semibold text-slate-900">{metric.count.toLocaleString()}</dd>
        </div>
        <div>
          <dt className="text-slate-700">p50</dt>
          <dd className="font-semibold text-slate-900">{format(metric.p50)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">p95</dt>
          <dd className={`font-semibold ${overThreshold ? "text-red-800" : "text-slate-900"}`}>{format(metric.p95)}</dd>
        </div>
      </dl>
      {metric.thresholdMs !== null && (
        <p className={`mt-1 text-sm ${overThreshold ? "font-semibold text-red-800" : "text-slate-700"}`}>
          {overThreshold ? "p95 is over" : "Within"} the {format(metric.thresholdMs)} threshold.
        </p>
      )}
      <Suspense fallback={<div className="mt-3 h-44" />}>
        <PercentileChart
          testId={`chart-${metric.name}`}
          points={metric.buckets.map((b) => ({ label: timeFormat.format(new Date(b.start)), p50: b.p50, p95: b.p95 }))}
          threshold={metric.thresholdMs}
          format={format}
          // Axis ticks carry no unit (it would wrap); the legend names it.
          tick={(value) => (isTiming(metric.name) ? Math.round(value).toLocaleString() : String(value))}
          unit={isTiming(metric.name) ? "ms" : undefined}
        />
      </Suspense>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-blue-800 hover:text-blue-900">
          Figures per five minutes
        </summary>
        <DataTable
          label={`${metricLabel(metric.name)} per five minutes`}
          className="mt-2"
          columns={bucketColumns(format)}
          rows={metric.buckets}
          rowKey={(b) => b.start}
        />
      </details>
    </li>
  );
}

const bucketColumns = (format: (value: number) => string): Column<MetricBucket>[] => [
  { header: "From", className: "whitespace-nowrap", cell: (b) => <Timestamp iso={b.start} /> },
  { header: "Samples", cell: (b) => b.count.toLocaleString() },
  { header: "p50", cell: (b) => format(b.p50) },
  { header: "p95", cell: (b) => format(b.p95) },
];

const severityStyles: Record<AlertEntry["severity"], string> = {
  critical: "bg-red-50 text-red-900 ring-red-300",
  high: "bg-orange-50 text-orange-900 ring-orange-300",
  medium: "bg-amber-50 text-amber-900 ring-amber-300",
  low: "bg-slate-100 text-slate-800 ring-slate-300",
};

const alertColumns: Column<AlertEntry>[] = [
  { header: "Time", className: "whitespace-nowrap", cell: (a) => <Timestamp iso={a.firedAt} /> },
  {
    header: "Severity",
    cell: (a) => (
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${severityStyles[a.severity]}`}>
        {a.severity}
      </span>
    ),
  },
  { header: "Rule", className: "whitespace-nowrap font-medium text-slate-900", cell: (a) => a.rule },
  { header: "From", cell: (a) => (a.source === "server" ? "Server rule" : "Browser") },
  { header: "Message", className: "break-words", cell: (a) => a.message },
];

function ClientErrorItem({ report }: { report: ClientErrorEntry }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="font-semibold break-words text-slate-900">{report.message}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">Page</dt>
        <dd className="break-all text-slate-800">{report.route}</dd>
        <dt className="font-medium text-slate-900">Happened</dt>
        <dd className="text-slate-800">
          <Timestamp iso={report.occurredAt ?? report.receivedAt} />
        </dd>
        {report.userAgent && (
          <>
            <dt className="font-medium text-slate-900">Browser</dt>
            <dd className="break-words text-slate-800">{report.userAgent}</dd>
          </>
        )}
      </dl>
      {report.stack && (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-blue-800 hover:text-blue-900">
            Stack trace
          </summary>
          <pre className="mt-2 rounded-md bg-slate-50 p-3 text-xs break-all whitespace-pre-wrap text-slate-900">
            {report.stack}
          </pre>
        </details>
      )}
    </li>
  );
}
