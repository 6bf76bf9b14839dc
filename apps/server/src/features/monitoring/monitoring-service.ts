import type { AlertRequest, Metric } from "@gradeatlas/contracts/metrics";
import { timingThresholdsMs } from "@gradeatlas/contracts/metrics";
import { sql } from "kysely";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/open-database.ts";
import type { Mailer } from "../../email/mailer.ts";
import { alertMessage } from "../../email/messages.ts";
import type { Logger } from "../../logger.ts";
import { type AlertRule, type RecentFigures, rulesToFire } from "./alert-rules.ts";

const HOUR_MS = 60 * 60 * 1000;
const timingNames = Object.keys(timingThresholdsMs);

/** Stores metrics and drops those older than the one-hour retention. */
export async function recordMetrics(
  db: Db,
  metrics: Metric[],
  reporterId: string | null,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("metrics")
    .values(
      metrics.map((m) => ({
        name: m.name,
        value: m.value,
        recorded_at: new Date(m.timestamp),
        tags: JSON.stringify(m.tags ?? {}),
        metadata: JSON.stringify(m.metadata ?? {}),
        reporter_id: reporterId,
      })),
    )
    .execute();
  await db
    .deleteFrom("metrics")
    .where("recorded_at", "<", new Date(now.getTime() - HOUR_MS))
    .execute();
}

/** Stores an alert a signed-in user's browser reported, for the operators' view. */
export async function recordClientAlert(db: Db, alert: AlertRequest, reporterId: string | null): Promise<void> {
  await db
    .insertInto("alerts")
    .values({
      rule: alert.rule,
      severity: alert.severity,
      source: "client",
      message: alert.template,
      fired_at: new Date(alert.timestamp),
      reporter_id: reporterId,
    })
    .execute();
}

/**
 * The figures the alert rules read. Only signed-in reports count: a visitor's
 * are kept for the operators' charts, but could be forged by anyone.
 */
export async function recentFigures(db: Db, now: Date): Promise<RecentFigures> {
  const fiveAgo = new Date(now.getTime() - 5 * 60_000);
  const tenAgo = new Date(now.getTime() - 10 * 60_000);
  const reports = await db
    .selectFrom("client_error_reports")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("created_at", ">=", fiveAgo)
    .where("reporter_id", "is not", null)
    .executeTakeFirstOrThrow();
  const errorMetrics = await db
    .selectFrom("metrics")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("name", "=", "error")
    .where("recorded_at", ">=", fiveAgo)
    .where("reporter_id", "is not", null)
    .executeTakeFirstOrThrow();
  const timing = await db
    .selectFrom("metrics")
    .select(sql<string | null>`avg(value)`.as("avg"))
    .where("name", "in", timingNames)
    .where("recorded_at", ">=", tenAgo)
    .where("reporter_id", "is not", null)
    .executeTakeFirstOrThrow();
  return {
    errors5m: Number(reports.n) + Number(errorMetrics.n),
    avgTimingMs10m: timing.avg === null ? null : Number(timing.avg),
  };
}

/**
 * Evaluates the docs/requirements.md §9 rules now; each rule that fires is stored and e-mailed
 * to the operators (a failed e-mail is logged, never blocks).
 */
export async function checkAlerts(
  deps: { db: Db; mailer: Mailer; logger: Logger; config: Config },
  now = new Date(),
): Promise<AlertRule[]> {
  const { db, mailer, logger, config } = deps;
  const figures = await recentFigures(db, now);
  const last = await db
    .selectFrom("alerts")
    .select(["rule", sql<Date>`max(fired_at)`.as("last")])
    .where("source", "=", "server")
    .groupBy("rule")
    .execute();
  const lastFired = Object.fromEntries(last.map((r) => [r.rule, new Date(r.last)]));
  const fired = rulesToFire(figures, lastFired, now);
  for (const rule of fired) {
    const message = rule.message(figures);
    await db
      .insertInto("alerts")
      .values({ rule: rule.id, severity: rule.severity, source: "server", message, fired_at: now })
      .execute();
    logger.warn({ rule: rule.id, severity: rule.severity }, message);
    const operators = await db
      .selectFrom("users")
      .select("email")
      .where("is_operator", "=", true)
      .where("email_verified", "=", true)
      .execute();
    for (const { email } of operators) {
      await mailer
        .send(alertMessage(email, { rule: rule.id, severity: rule.severity, message, at: now }, config.BASE_URL))
        .catch((err) => logger.error({ err }, "alert e-mail failed"));
    }
  }
  return fired;
}
