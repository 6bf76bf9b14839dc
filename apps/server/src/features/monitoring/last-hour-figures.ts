import { sql } from "kysely";
import type { Db } from "../../db/open-database.ts";

/** What GET /metrics reports: means and counts per metric, alerts and client errors over the last hour. */
export async function lastHourFigures(db: Db) {
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  const metrics = await db
    .selectFrom("metrics")
    .select(["name", sql<string>`avg(value)`.as("avg"), sql<string>`count(*)`.as("n")])
    .where("recorded_at", ">=", hourAgo)
    .groupBy("name")
    .orderBy("name")
    .execute();
  const alerts = await db
    .selectFrom("alerts")
    .select(["rule", "severity", sql<string>`count(*)`.as("n")])
    .where("fired_at", ">=", hourAgo)
    .groupBy(["rule", "severity"])
    .execute();
  const errors = await db
    .selectFrom("client_error_reports")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("created_at", ">=", hourAgo)
    .executeTakeFirstOrThrow();
  return { metrics, alerts, errors };
}
