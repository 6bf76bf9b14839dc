import { insightsPeriod, insightsQuerySchema } from "@gradeatlas/contracts/insights";
import { Hono } from "hono";
import { type AccessEnv, assertInstitutionRole, requireAccess } from "../../access/guard.ts";
import { subscribedInstitutions } from "../../access/resolve-access.ts";
import type { AppDeps } from "../../app-deps.ts";
import { AppError, badRequest } from "../../errors.ts";
import { parseWith } from "../../http/read-json.ts";
import { readInsights } from "./read-insights.ts";

const FOR_EVALUATORS =
  "Institution insights are for your institution's admins and viewers: your own figures are on your dashboard. Ask your admin for the viewer role to see the whole office's.";
const NOT_SUBSCRIBED =
  "Institution insights are a premium feature: they open when one of your institution's admins subscribes.";

/**
 * /api/v1/insights: the applicant pool of the caller's institution, for its
 * admins and viewers (evaluators convert; they read their own dashboard), while
 * the institution has premium (one of its admins pays, decision 0037).
 */
export function insightsRoutes({ db }: AppDeps) {
  return new Hono<AccessEnv>().use(requireAccess("signed-in")).get("/", async (c) => {
    const access = await c.var.access();
    if (access.institution?.role === "evaluator") throw new AppError("forbidden", FOR_EVALUATORS);
    const caller = assertInstitutionRole(access, ["admin", "viewer"]);
    if (!(await subscribedInstitutions(db, [caller.institutionId])).has(caller.institutionId))
      throw new AppError("forbidden", NOT_SUBSCRIBED);
    const query = parseWith(insightsQuerySchema, { from: c.req.query("from"), to: c.req.query("to") });
    const asked = insightsPeriod(query, new Date().toISOString().slice(0, 10));
    if (!asked.ok) throw badRequest(asked.message);
    return c.json(await readInsights(db, caller.institutionId, asked.period));
  });
}
