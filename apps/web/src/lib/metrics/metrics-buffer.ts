// What the web app measures about itself, before it is sent to /api/metrics
// (docs/requirements.md §7 track-metrics, §9 limits). Pure: the clock is passed in.

export interface ClientMetric {
  name: string;
  value: number;
  timestamp: number;
  tags?: Record<string, string>;
  metadata?: Record<string, string | number | boolean>;
}

/** docs/requirements.md §9 thresholds (ms) for timing metrics. */
export const thresholdsMs: Record<string, number> = {
  gpa_calculation: 500,
  page_load: 3000,
  api_request: 2000,
  database_query: 1000,
  file_upload: 5000,
};
export const METRICS_KEPT_MS = 60 * 60 * 1000;
export const LONG_TASK_MS = 50;
export const JOURNEY_KEPT_MS = 5 * 60 * 1000;
const MAX_BUFFERED = 200;

export function createMetricsBuffer(now: () => number = Date.now) {
  let pending: ClientMetric[] = [];
  const journeys = new Map<string, { startedAt: number; completedAt?: number }>();
  return {
    record(name: string, value: number, tags: Record<string, string> = {}) {
      const threshold = thresholdsMs[name];
      const metric: ClientMetric = { name, value, timestamp: now(), tags };
      if (threshold !== undefined) metric.metadata = { slow: value > threshold, thresholdMs: threshold };
      pending.push(metric);
      // Never grows without bound if the server is unreachable: oldest go first.
      if (pending.length > MAX_BUFFERED) pending = pending.slice(-MAX_BUFFERED);
    },
    /** Takes what is waiting to be sent (dropping anything past the server's one-hour window). */
    drain(): ClientMetric[] {
      const cutoff = now() - METRICS_KEPT_MS;
      const out = pending.filter((m) => m.timestamp >= cutoff);
      pending = [];
      return out;
    },
    size: () => pending.length,
    startJourney(id: string) {
      journeys.set(id, { startedAt: now() });
    },
    /** Completes a journey, records its duration, and forgets journeys completed over 5 minutes ago. */
    completeJourney(id: string): number | null {
      const journey = journeys.get(id);
      if (!journey) return null;
      journey.completedAt = now();
      const duration = journey.completedAt - journey.startedAt;
      this.record("journey", duration, { journey: id });
      for (const [key, j] of journeys) {
        if (j.completedAt !== undefined && now() - j.completedAt > JOURNEY_KEPT_MS) journeys.delete(key);
      }
      return duration;
    },
    journeyCount: () => journeys.size,
  };
}

/**
 * docs/requirements.md §9 performance score: 100, minus 20 each for LCP over 2500 ms, input
 * delay over 100 ms, layout shift over 0.1 and first byte over 600 ms, and up
 * to 20 for long tasks (5 each).
 */
export function performanceScore(v: {
  lcp?: number;
  inp?: number;
  cls?: number;
  ttfb?: number;
  longTasks: number;
}): number {
  let score = 100;
  if ((v.lcp ?? 0) > 2500) score -= 20;
  if ((v.inp ?? 0) > 100) score -= 20;
  if ((v.cls ?? 0) > 0.1) score -= 20;
  if ((v.ttfb ?? 0) > 600) score -= 20;
  score -= Math.min(20, v.longTasks * 5);
  return score;
}
