import { alertRequestSchema, metricSchema, metricsBatchSchema } from "@gradeatlas/contracts/metrics";
import { Hono } from "hono";
import { z } from "zod";
import { type AccessEnv, callerId, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { Mailer } from "../../email/mailer.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { parseWith, readJson } from "../../http/read-json.ts";
import { checkAlerts, recordClientAlert, recordMetrics } from "./monitoring-service.ts";

/** POST /api/metrics (anyone, bounded) and POST /api/alerts (signed in): the web app's health reports. */
export function monitoringRoutes(deps: AppDeps & { mailer: Mailer }) {
  const { db, config, logger } = deps;
  const limit = (rule: string, n: number) =>
    rateLimit(db, {
      rule,
      limit: n,
      windowMs: 60_000,
      trustProxy: config.TRUST_PROXY,
      message: "Too many reports from this address. Please wait a minute.",
    });
  return (
    new Hono<AccessEnv>()
      .post("/metrics", limit("metrics", 60), async (c) => {
        // A batch when it has "metrics", else one metric: each checked with its own
        // schema so the message names the field at fault.
        const raw = await readJson(c, z.unknown());
        const metrics =
          typeof raw === "object" && raw !== null && "metrics" in raw
            ? parseWith(metricsBatchSchema, raw).metrics
            : [parseWith(metricSchema, raw)];
        await recordMetrics(db, metrics, await callerId(c));
        // Rules are checked as reports arrive; a failure here never loses the report.
        await checkAlerts(deps).catch((err) => logger.error({ err }, "alert check failed"));
        return c.json({ accepted: metrics.length }, 202);
      })
      // An alert is shown to operators as sent: only a signed-in user may send one.
      .post("/alerts", limit("alerts", 30), requireAccess("signed-in"), async (c) => {
        const alert = await readJson(c, alertRequestSchema);
        await recordClientAlert(db, alert, await callerId(c));
        return c.json({ stored: true }, 201);
      })
  );
}
