import {
  gpaReportListSchema,
  issueGpaReportRequestSchema,
  revokeGpaReportRequestSchema,
} from "@gradeatlas/contracts/gpa-reports";
import { Hono } from "hono";
import { type AccessEnv, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { badRequest } from "../../errors.ts";
import { readJson } from "../../http/read-json.ts";
import { issueGpaReport } from "./issue-gpa-report.ts";
import { gpaReportPdf, listGpaReports, revokeGpaReport } from "./read-gpa-reports.ts";

/**
 * /api/v1/gpa-reports (premium): issue a report from a saved calculation,
 * list a calculation's reports, download one as issued, revoke one.
 */
export function gpaReportRoutes({ db, catalog, config }: AppDeps) {
  const baseUrl = config.BASE_URL;
  return new Hono<AccessEnv>()
    .use(requireAccess("premium"))
    .post("/", async (c) => {
      const request = await readJson(c, issueGpaReportRequestSchema);
      return c.json(await issueGpaReport({ db, catalog, baseUrl }, await c.var.access(), request), 201);
    })
    .get("/", async (c) => {
      const calculationId = c.req.query("calculation");
      if (!calculationId) throw badRequest("calculation is required: the saved calculation's id.");
      const reports = await listGpaReports(db, await c.var.access(), baseUrl, calculationId);
      return c.json(gpaReportListSchema.parse({ reports }));
    })
    .get("/:id/pdf", async (c) => {
      const { number, pdf } = await gpaReportPdf(db, await c.var.access(), c.req.param("id"));
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${number}.pdf"`,
        "Cache-Control": "private, no-store",
      });
    })
    .post("/:id/revoke", async (c) => {
      const { reason } = await readJson(c, revokeGpaReportRequestSchema);
      return c.json(await revokeGpaReport(db, await c.var.access(), baseUrl, c.req.param("id"), reason));
    });
}
