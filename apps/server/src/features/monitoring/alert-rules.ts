// docs/requirements.md §9 alert rules, as a pure function of the recent figures and when each
// rule last fired: the server feeds it from the database, tests from a clock.

const MINUTE = 60_000;

export interface AlertRule {
  id: "error-burst" | "slow-timings";
  severity: "critical" | "high";
  windowMs: number;
  cooldownMs: number;
  /** Fires when this is true of the figures over the rule's window. */
  breached(figures: RecentFigures): boolean;
  message(figures: RecentFigures): string;
}

export interface RecentFigures {
  /** Errors (client error reports and "error" metrics) in the last 5 minutes. */
  errors5m: number;
  /** Mean of timing metrics in the last 10 minutes, or null when there were none. */
  avgTimingMs10m: number | null;
}

export const alertRules: readonly AlertRule[] = [
  {
    id: "error-burst",
    severity: "critical",
    windowMs: 5 * MINUTE,
    cooldownMs: 15 * MINUTE,
    breached: (f) => f.errors5m > 10,
    message: (f) => `${f.errors5m} errors in the last 5 minutes (threshold: more than 10).`,
  },
  {
    id: "slow-timings",
    severity: "high",
    windowMs: 10 * MINUTE,
    cooldownMs: 30 * MINUTE,
    breached: (f) => f.avgTimingMs10m !== null && f.avgTimingMs10m > 2000,
    message: (f) =>
      `Average timing ${Math.round(f.avgTimingMs10m ?? 0)} ms over the last 10 minutes (threshold: 2000 ms).`,
  },
];

/** The rules that fire now: breached, and not fired within their cooldown. */
export function rulesToFire(
  figures: RecentFigures,
  lastFired: Partial<Record<AlertRule["id"], Date>>,
  now: Date,
): AlertRule[] {
  return alertRules.filter((rule) => {
    if (!rule.breached(figures)) return false;
    const last = lastFired[rule.id];
    return !last || now.getTime() - last.getTime() >= rule.cooldownMs;
  });
}
