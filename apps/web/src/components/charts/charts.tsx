import {
  Bar,
  BarChart,
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

// Every chart in the app, in one module so Recharts (~110 KB gzip) lands in
// one lazily loaded chunk (charts-*.js) that the offline precache leaves out.
// Charts are hidden from assistive technology: each page shows the same
// figures in a table beside the chart.

const axisTick = { fontSize: 12, fill: "#334155" };
const lines = [
  { key: "p50", colour: "#1d4ed8" },
  { key: "p95", colour: "#c2410c" },
] as const;

export interface PercentilePoint {
  label: string;
  p50: number;
  p95: number;
}

/** p50 and p95 over time, with an optional threshold as a dashed red line. */
export function PercentileChart({
  points,
  threshold,
  format,
  tick,
  unit,
  testId,
}: {
  points: PercentilePoint[];
  threshold: number | null;
  format: (value: number) => string;
  tick: (value: number) => string;
  /** Shown in the legend ("p50 (ms)"), since the axis ticks carry no unit. */
  unit?: string;
  testId?: string;
}) {
  return (
    <div aria-hidden="true" className="mt-3 h-44" data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={axisTick} />
          <YAxis width={48} tick={axisTick} tickFormatter={tick} />
          <Tooltip formatter={(value) => format(Number(value))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {threshold !== null && (
            <ReferenceLine y={threshold} stroke="#b91c1c" strokeDasharray="6 4" ifOverflow="extendDomain" />
          )}
          {lines.map(({ key, colour }) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={unit ? `${key} (${unit})` : key}
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

/** One bar per label (counts per month, per GPA band). */
export function CountBarChart({
  bars,
  name,
  testId,
}: {
  bars: { label: string; count: number }[];
  name: string;
  testId?: string;
}) {
  return (
    <div aria-hidden="true" className="mt-3 h-56" data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={bars} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axisTick} interval="preserveStartEnd" />
          <YAxis width={40} tick={axisTick} allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="count" name={name} fill="#1d4ed8" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
