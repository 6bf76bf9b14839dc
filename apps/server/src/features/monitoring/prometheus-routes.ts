import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { AppError, notFound } from "../../errors.ts";
import { lastHourFigures } from "./last-hour-figures.ts";

const label = (s: string) => s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, "") ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics: Prometheus text for infrastructure, behind METRICS_TOKEN (a
 * bearer token). Without the setting the endpoint does not exist (404).
 */
export function prometheusRoutes({ db, config, version }: AppDeps) {
  return new Hono().get("/", async (c) => {
    const token = config.METRICS_TOKEN;
    if (!token) throw notFound("Nothing answers GET /metrics.");
    if (!tokenMatches(c.req.header("authorization"), token)) {
      throw new AppError("unauthorized", "Send the metrics token as a bearer token.");
    }
    const { metrics, alerts, errors } = await lastHourFigures(db);
    const lines = [
      "# HELP gradeatlas_up The server answers.",
      "# TYPE gradeatlas_up gauge",
      "gradeatlas_up 1",
      "# HELP gradeatlas_build_info The app's version and the Node.js that runs it.",
      "# TYPE gradeatlas_build_info gauge",
      `gradeatlas_build_info{version="${label(version)}",node="${process.versions.node}"} 1`,
      "# HELP gradeatlas_metric_mean Mean of each client metric over the last hour.",
      "# TYPE gradeatlas_metric_mean gauge",
      ...metrics.map((m) => `gradeatlas_metric_mean{name="${label(m.name)}"} ${Number(m.avg)}`),
      "# HELP gradeatlas_metric_samples Client metric samples over the last hour.",
      "# TYPE gradeatlas_metric_samples gauge",
      ...metrics.map((m) => `gradeatlas_metric_samples{name="${label(m.name)}"} ${Number(m.n)}`),
      "# HELP gradeatlas_alerts_last_hour Alerts fired over the last hour.",
      "# TYPE gradeatlas_alerts_last_hour gauge",
      ...alerts.map(
        (a) => `gradeatlas_alerts_last_hour{rule="${label(a.rule)}",severity="${label(a.severity)}"} ${Number(a.n)}`,
      ),
      "# HELP gradeatlas_client_errors_last_hour Error reports from the web app over the last hour.",
      "# TYPE gradeatlas_client_errors_last_hour gauge",
      `gradeatlas_client_errors_last_hour ${Number(errors.n)}`,
    ];
    return c.text(`${lines.join("\n")}\n`, 200, {
      "Content-Type": "text/plain; version=0.0.4; charset=utf-8",
      "Cache-Control": "no-store",
    });
  });
}
