import {
  scaleReportFilterSchema,
  scaleReportRequestSchema,
  updateScaleReportRequestSchema,
} from "@gradeatlas/contracts/scale-reports";
import { Hono } from "hono";
import { type AccessEnv, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { Mailer } from "../../email/mailer.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { parseWith, readJson } from "../../http/read-json.ts";
import { fileScaleReport } from "./file-scale-report.ts";
import { listScaleReports } from "./list-scale-reports.ts";
import { updateScaleReport } from "./update-scale-report.ts";

/** POST /api/v1/scale-reports: anyone reports a problem with a scale (rate-limited like leads). */
export function scaleReportRoutes({ db, config, catalog }: AppDeps) {
  return new Hono<AccessEnv>().post(
    "/",
    rateLimit(db, {
      rule: "scale-reports",
      limit: 10,
      windowMs: 60_000,
      trustProxy: config.TRUST_PROXY,
      message: "Too many requests. Please wait a moment before trying again.",
    }),
    async (c) => {
      const report = await readJson(c, scaleReportRequestSchema);
      const { user, institution } = await c.var.access();
      const reporter = user ? { id: user.id, email: user.email, institution } : null;
      return c.json(await fileScaleReport(db, catalog, reporter, report), 201);
    },
  );
}

/** /api/v1/admin/scale-reports: the operators' queue (list by state; change state and reply). */
export function adminScaleReportRoutes(deps: AppDeps & { mailer: Mailer }) {
  return new Hono<AccessEnv>()
    .use("/scale-reports", requireAccess("operator"))
    .use("/scale-reports/*", requireAccess("operator"))
    .get("/scale-reports", async (c) => {
      const { state } = parseWith(scaleReportFilterSchema, { state: c.req.query("state") || undefined });
      return c.json({ reports: await listScaleReports(deps.db, state) });
    })
    .patch("/scale-reports/:id", async (c) => {
      const change = await readJson(c, updateScaleReportRequestSchema);
      return c.json(await updateScaleReport(deps, c.req.param("id"), change));
    });
}
