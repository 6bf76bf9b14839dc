import {
  alertListQuerySchema,
  clientErrorListQuerySchema,
  metricSummaryQuerySchema,
} from "@gradeatlas/contracts/operations";
import { Hono } from "hono";
import { type AccessEnv, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { parseWith } from "../../http/read-json.ts";
import { metricSummary, recentAlerts, recentClientErrors } from "./operations-queries.ts";

/**
 * /api/v1/admin/{alerts,metrics,client-errors}: the app's health for
 * platform operators (the monitoring tab of /sys-admin).
 */
export function operationsRoutes({ db }: AppDeps) {
  return new Hono<AccessEnv>()
    .use(requireAccess("operator"))
    .get("/alerts", async (c) => {
      const { severity } = parseWith(alertListQuerySchema, c.req.query());
      return c.json({ alerts: await recentAlerts(db, severity) });
    })
    .get("/metrics", async (c) => {
      const { minutes } = parseWith(metricSummaryQuerySchema, c.req.query());
      return c.json(await metricSummary(db, minutes));
    })
    .get("/client-errors", async (c) => {
      const { route } = parseWith(clientErrorListQuerySchema, c.req.query());
      return c.json(await recentClientErrors(db, route));
    });
}
