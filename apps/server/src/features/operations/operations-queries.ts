import { timingThresholdsMs } from "@gradeatlas/contracts/metrics";
import type { AlertEntry, ClientErrorEntry, MetricSummary } from "@gradeatlas/contracts/operations";
import { sql } from "kysely";
import type { Db } from "../../db/open-database.ts";

const BUCKET_MINUTES = 5;
const LIST_LIMIT = 100;

const thresholds: Record<string, number> = timingThresholdsMs;
const iso = (d: Date | string) => new Date(d).toISOString();
const p50 = sql<number>`percentile_cont(0.5) within group (order by value)`;
const p95 = sql<number>`percentile_cont(0.95) within group (order by value)`;
const count = sql<string>`count(*)`;

/** The newest alerts (server rules and client reports), optionally of one severity. */
export async function recentAlerts(db: Db, severity?: string): Promise<AlertEntry[]> {
  let query = db.selectFrom("alerts").selectAll().orderBy("fired_at", "desc").limit(LIST_LIMIT);
  if (severity) query = query.where("severity", "=", severity);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    rule: r.rule,
    severity: r.severity as AlertEntry["severity"],
    source: r.source,
    message: r.message,
    firedAt: iso(r.fired_at),
  }));
}

/**
 * p50 and p95 of every metric over the last `minutes`, overall and per
 * five-minute bucket (aligned to the clock, so a refresh keeps its buckets).
 */
export async function metricSummary(db: Db, minutes: number, now = new Date()): Promise<MetricSummary> {
  const from = new Date(now.getTime() - minutes * 60_000);
  const inWindow = () => db.selectFrom("metrics").where("recorded_at", ">=", from).where("recorded_at", "<=", now);
  const overall = await inWindow()
    .select(["name", count.as("n"), p50.as("p50"), p95.as("p95")])
    .groupBy("name")
    .orderBy("name")
    .execute();
  const bucket = sql<string>`floor(extract(epoch from recorded_at) / ${BUCKET_MINUTES * 60})`;
  const buckets = await inWindow()
    .select(["name", bucket.as("bucket"), count.as("n"), p50.as("p50"), p95.as("p95")])
    .groupBy(["name", "bucket"])
    .orderBy("bucket")
    .execute();
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    bucketMinutes: BUCKET_MINUTES,
    metrics: overall.map((m) => ({
      name: m.name,
      count: Number(m.n),
      p50: Number(m.p50),
      p95: Number(m.p95),
      thresholdMs: thresholds[m.name] ?? null,
      buckets: buckets
        .filter((b) => b.name === m.name)
        .map((b) => ({
          start: new Date(Number(b.bucket) * BUCKET_MINUTES * 60_000).toISOString(),
          count: Number(b.n),
          p50: Number(b.p50),
          p95: Number(b.p95),
        })),
    })),
  };
}

/** The newest error reports from the web app, optionally for one route, and the last hour's count. */
export async function recentClientErrors(
  db: Db,
  route?: string,
  now = new Date(),
): Promise<{ lastHour: number; reports: ClientErrorEntry[] }> {
  let query = db.selectFrom("client_error_reports").selectAll().orderBy("created_at", "desc").limit(LIST_LIMIT);
  if (route) query = query.where("route", "=", route);
  const rows = await query.execute();
  const lastHour = await db
    .selectFrom("client_error_reports")
    .select(count.as("n"))
    .where("created_at", ">=", new Date(now.getTime() - 60 * 60_000))
    .executeTakeFirstOrThrow();
  return {
    lastHour: Number(lastHour.n),
    reports: rows.map((r) => {
      const context = (typeof r.context === "string" ? JSON.parse(r.context) : r.context) as { occurredAt?: unknown };
      return {
        id: r.id,
        message: r.message,
        route: r.route,
        stack: r.stack,
        userAgent: r.user_agent,
        occurredAt: typeof context?.occurredAt === "string" ? context.occurredAt : null,
        receivedAt: iso(r.created_at),
      };
    }),
  };
}
