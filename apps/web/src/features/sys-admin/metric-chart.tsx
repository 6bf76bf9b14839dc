import type { MetricSummaryEntry } from "@gradeatlas/contracts/operations";
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatMetric, isTiming } from "./metric-labels";

const lines = [
  { key: "p50", colour: "#1d4ed8" },
  { key: "p95", colour: "#c2410c" },
] as const;

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });

/**
 * p50 and p95 per five minutes, with the SPEC §9 threshold as a dashed line.
 * Loaded on its own (Recharts is large) and hidden from assistive technology:
 * the same figures are in the table beside it.
 */
export default function MetricChart({ metric }: { metric: MetricSummaryEntry }) {
  const data = metric.buckets.map((b) => ({ time: timeFormat.format(new Date(b.start)), p50: b.p50, p95: b.p95 }));
  const format = (value: number) => formatMetric(metric.name, value);
  const timed = isTiming(metric.name);
  // Axis ticks carry no unit (it would wrap); the legend names it.
  const tick = (value: number) => (timed ? Math.round(value).toLocaleString() : String(value));
  const legend = (p: string) => (timed ? `${p} (ms)` : p);
  return (
    <div aria-hidden="true" className="mt-3 h-44" data-testid={`chart-${metric.name}`}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
          <XAxis dataKey="time" tick={{ fontSize: 12, fill: "#334155" }} />
          <YAxis width={48} tick={{ fontSize: 12, fill: "#334155" }} tickFormatter={tick} />
          <Tooltip formatter={(value) => format(Number(value))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {metric.thresholdMs !== null && (
            <ReferenceLine y={metric.thresholdMs} stroke="#b91c1c" strokeDasharray="6 4" ifOverflow="extendDomain" />
          )}
          {lines.map(({ key, colour }) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={legend(key)}
              stroke={colour}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
