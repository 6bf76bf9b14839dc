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

/** Text cut to `max` characters with an ellipsis; the full text is in the panel's table and the tooltip. */
const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** One series of a SeriesChart: a key of each datum, its legend name and colour. */
export interface ChartSeries {
  key: string;
  name: string;
  colour: string;
}

/**
 * Several series over one axis of labels: bars side by side, bars stacked, or
 * lines. `percent` reads values as fractions (0–1) and shows them as percentages.
 */
export function SeriesChart({
  data,
  series,
  kind,
  percent = false,
  horizontal = false,
  labelChars,
  testId,
}: {
  data: ({ label: string } & Record<string, string | number | null>)[];
  series: ChartSeries[];
  kind: "bars" | "stacked" | "lines";
  percent?: boolean;
  /** Bars along the vertical axis, one row per label (long labels such as e-mail addresses). */
  horizontal?: boolean;
  /** Labels cut to this many characters, so more of them fit (categories with long names, such as countries). */
  labelChars?: number;
  testId?: string;
}) {
  const tick = percent ? (v: number) => `${Math.round(v * 100)}%` : undefined;
  const format = (value: unknown) =>
    percent ? (value === null ? "—" : `${(Number(value) * 100).toFixed(1)}%`) : String(value);
  const common = {
    data,
    margin: { top: 8, right: 12, bottom: 0, left: 0 },
    accessibilityLayer: false,
    layout: horizontal ? ("vertical" as const) : ("horizontal" as const),
  };
  const legend = (
    <Legend wrapperStyle={{ fontSize: 12 }} formatter={(value) => <span style={{ color: "#334155" }}>{value}</span>} />
  );
  const axes = horizontal ? (
    <>
      <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" tick={axisTick} allowDecimals={percent} tickFormatter={tick} />
      <YAxis
        type="category"
        dataKey="label"
        width={170}
        tick={axisTick}
        interval={0}
        tickFormatter={(v) => shorten(String(v), 26)}
      />
      <Tooltip formatter={format} />
    </>
  ) : (
    <>
      <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="label"
        tick={axisTick}
        interval="preserveStartEnd"
        tickFormatter={labelChars ? (v) => shorten(String(v), labelChars) : undefined}
      />
      <YAxis
        width={44}
        tick={axisTick}
        allowDecimals={percent}
        tickFormatter={tick}
        // Shares end at the next tenth above the highest, so the ticks fall on round percentages.
        domain={percent ? [0, (max: number) => Math.min(1, Math.ceil(max * 10) / 10 || 0.1)] : undefined}
      />
      <Tooltip formatter={format} />
      {series.length > 1 && legend}
    </>
  );
  // Horizontal bars need room per row; everything else fits the panel's usual height.
  const height = horizontal ? Math.max(160, data.length * 28 + 40) : 256;
  return (
    <div aria-hidden="true" className="mt-3" style={{ height }} data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        {kind === "lines" ? (
          <LineChart {...common}>
            {axes}
            {series.map((s) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.name}
                stroke={s.colour}
                strokeWidth={2}
                // Dots, so a month standing alone between empty ones still shows.
                dot={{ r: 3, fill: s.colour }}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart {...common}>
            {axes}
            {series.map((s) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.name}
                fill={s.colour}
                stackId={kind === "stacked" ? "all" : undefined}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
