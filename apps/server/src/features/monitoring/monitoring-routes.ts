import { alertRequestSchema, metricSchema, metricsBatchSchema } from "@gradeatlas/contracts/metrics";
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { Mailer } from "../../email/mailer.ts";
import { limitBody } from "../../http/limit-body.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { parseWith, readJson } from "../../http/read-json.ts";
import { checkAlerts, recordMetrics } from "./monitoring-service.ts";

/** POST /api/metrics and POST /api/alerts: the web app's health reports. Open to everyone, bounded. */
export function monitoringRoutes(deps: AppDeps & { mailer: Mailer }) {
  const { db, config, logger } = deps;
  const limit = (n: number) =>
    rateLimit({
      limit: n,
      windowMs: 60_000,
      trustProxy: config.TRUST_PROXY,
      message: "Too many reports from this address. Please wait a minute.",
    });
  return new Hono()
    .post("/metrics", limitBody(64 * 1024, "A metrics report may be at most 64 KB."), limit(60), async (c) => {
      // A batch when it has "metrics", else one metric: each checked with its own
      // schema so the message names the field at fault.
      const raw = await readJson(c, z.unknown());
      const metrics =
        typeof raw === "object" && raw !== null && "metrics" in raw
          ? parseWith(metricsBatchSchema, raw).metrics
          : [parseWith(metricSchema, raw)];
      await recordMetrics(db, metrics);
      // Rules are checked as reports arrive; a failure here never loses the report.
      await checkAlerts(deps).catch((err) => logger.error({ err }, "alert check failed"));
      return c.json({ accepted: metrics.length }, 202);
    })
    .post("/alerts", limitBody(8 * 1024, "An alert may be at most 8 KB."), limit(30), async (c) => {
      const alert = await readJson(c, alertRequestSchema);
      await db
        .insertInto("alerts")
        .values({
          rule: alert.rule,
          severity: alert.severity,
          source: "client",
          message: alert.template,
          fired_at: new Date(alert.timestamp),
        })
        .execute();
      return c.json({ stored: true }, 201);
    });
}
