// How the monitoring tab names and formats the metrics the web app reports
// (lib/metrics/report-metrics.ts and the API/GPA timings).

const labels: Record<string, string> = {
  lcp: "Largest contentful paint",
  inp: "Interaction to next paint",
  cls: "Cumulative layout shift",
  ttfb: "Time to first byte",
  page_load: "Page load",
  long_task: "Long tasks",
  api_request: "API requests",
  gpa_calculation: "GPA calculation",
  database_query: "Database queries",
  file_upload: "File uploads",
  performance_score: "Performance score",
  error: "Errors",
};

export const metricLabel = (name: string): string => labels[name] ?? name;

/** Every metric but CLS, the performance score and error counts is a time in milliseconds. */
export const isTiming = (name: string): boolean => !["cls", "performance_score", "error"].includes(name);

/** CLS is a unitless score and the performance score is out of 100; every other metric is a time in ms. */
export function formatMetric(name: string, value: number): string {
  if (name === "cls") return value.toFixed(3);
  if (!isTiming(name)) return String(Math.round(value));
  return `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString()} ms`;
}
