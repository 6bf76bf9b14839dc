import {
  CALCULATION_PAGE_SIZE,
  type CalculationSearch,
  calculationScopeSchema,
  calculationSearchSchema,
  calculationSummaryQuerySchema,
  MAX_CALCULATION_PAGE_SIZE,
  saveCalculationRequestSchema,
  updateApplicantRequestSchema,
} from "@gradeatlas/contracts/calculations";
import { clientRoutes } from "@gradeatlas/contracts/client-routes";
import { exportCountHeaderValues } from "@gradeatlas/contracts/csv";
import { type Context, Hono } from "hono";
import { type AccessEnv, assertAccess, requireAccess } from "../../access/guard.ts";
import type { Access } from "../../access/resolve-access.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/open-database.ts";
import { AppError, badRequest } from "../../errors.ts";
import { parseWith, readJson } from "../../http/read-json.ts";
import { withCustomScale } from "../custom-scales/index.ts";
import { calculationStats } from "./calculation-stats.ts";
import { historyCsv } from "./history-csv.ts";
import { exportCalculations, type HistoryScope, listCalculations } from "./list-calculations.ts";
import { deleteCalculation, readCalculation } from "./own-calculation.ts";
import { saveCalculation } from "./save-calculation.ts";
import { institutionPays, teamReadable } from "./team-readable.ts";
import { updateApplicant } from "./update-applicant.ts";

const SEARCH_IS_PREMIUM = "Searching, filtering and exporting your history are premium features.";

/** ?q= and ?country= of a history request, validated (a bad code is a 400). */
const readSearch = (c: Context): CalculationSearch =>
  parseWith(calculationSearchSchema, { q: c.req.query("q"), country: c.req.query("country") });

const NO_INSTITUTION = "You are not a member of an institution, so there is no institution's history to show.";
const EVALUATORS_SEE_THEIR_OWN =
  "Evaluators see their own history. The whole institution's history is for its admins and viewers.";
const TEAM_IS_PREMIUM =
  "The institution's history is a premium feature: your institution's admin needs an active plan.";

/**
 * ?scope= and ?evaluator=: the caller's own history, or their institution's
 * (its admins and viewers, while it has premium), with a 403 saying why for anyone else.
 */
async function readScope(db: Db, c: Context, access: Access): Promise<HistoryScope> {
  const { scope, evaluator } = parseWith(calculationScopeSchema, {
    scope: c.req.query("scope") || undefined,
    evaluator: c.req.query("evaluator") || undefined,
  });
  const user = access.user as NonNullable<Access["user"]>;
  if (scope === "mine") return { kind: "mine", userId: user.id };
  if (!access.institution) throw new AppError("forbidden", NO_INSTITUTION);
  if (access.institution.role === "evaluator") throw new AppError("forbidden", EVALUATORS_SEE_THEIR_OWN);
  if (!(await institutionPays(db, access.institution.id))) throw new AppError("forbidden", TEAM_IS_PREMIUM);
  return { kind: "team", institutionId: access.institution.id, evaluator };
}

/** ?limit= of a history page: a whole number up to the maximum, or the default page size. */
function readLimit(c: Context): number {
  const text = c.req.query("limit");
  const limit = text === undefined ? CALCULATION_PAGE_SIZE : Number(text);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CALCULATION_PAGE_SIZE) {
    throw badRequest(`limit must be a whole number from 1 to ${MAX_CALCULATION_PAGE_SIZE}.`);
  }
  return limit;
}

/**
 * /api/v1/calculations: save (the server converts again, so a saved GPA is
 * the engine's), list newest first with a cursor, read one, delete one. Only
 * the owner may delete; besides the owner only the admins and viewers of the
 * institution it was saved under may read it (scope=team lists them), and
 * anyone else gets 404.
 */
export function calculationRoutes({ db, catalog, config }: AppDeps) {
  const userIdOf = async (access: () => Promise<{ user: { id: string } | null }>) =>
    (await access()).user?.id as string;

  return new Hono<AccessEnv>()
    .use(requireAccess("signed-in"))
    .post("/", async (c) => {
      const access = await c.var.access();
      const user = access.user as NonNullable<typeof access.user>;
      // An institution scale is pinned to the version used, so the saved calculation keeps it.
      const resolved = await withCustomScale(
        db,
        catalog,
        access,
        `${config.BASE_URL}${clientRoutes.customScales}`,
        await readJson(c, saveCalculationRequestSchema),
      );
      const saver = { ...user, institution: access.institution };
      return c.json(await saveCalculation(db, resolved.catalog, saver, resolved.request), 201);
    })
    .get("/", async (c) => {
      const access = await c.var.access();
      const scope = await readScope(db, c, access);
      const limit = readLimit(c);
      const cursor = c.req.query("cursor");
      const search = readSearch(c);
      if (search.q || search.country) assertAccess(access, "premium", SEARCH_IS_PREMIUM);
      return c.json(await listCalculations(db, scope, search, { limit, cursor }));
    })
    .get("/summary", async (c) => {
      assertAccess(await c.var.access(), "premium");
      const { months } = parseWith(calculationSummaryQuerySchema, c.req.query());
      return c.json(await calculationStats(db, await userIdOf(c.var.access), months));
    })
    .get("/export", async (c) => {
      const access = await c.var.access();
      assertAccess(access, "premium", SEARCH_IS_PREMIUM);
      const scope = await readScope(db, c, access);
      const search = readSearch(c);
      const { rows, total } = await exportCalculations(db, scope, search);
      const day = new Date().toISOString().slice(0, 10);
      const team = scope.kind === "team";
      return c.body(historyCsv(rows, { withSaver: team }), 200, {
        ...exportCountHeaderValues(rows.length, total),
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="gradeatlas-${team ? "institution-" : ""}history-${day}.csv"`,
        "Cache-Control": "no-store",
      });
    })
    .get("/:id", async (c) => {
      const access = await c.var.access();
      const reader = { userId: (access.user as { id: string }).id, teamOf: await teamReadable(db, access) };
      return c.json(await readCalculation(db, reader, c.req.param("id")));
    })
    .patch("/:id", async (c) => {
      const access = await c.var.access();
      const user = access.user as { id: string; email: string };
      const { applicant } = await readJson(c, updateApplicantRequestSchema);
      const id = c.req.param("id");
      await updateApplicant(db, { ...user, institution: access.institution }, id, applicant);
      const reader = { userId: user.id, teamOf: await teamReadable(db, access) };
      return c.json(await readCalculation(db, reader, id));
    })
    .delete("/:id", async (c) => {
      const user = (await c.var.access()).user as { id: string; email: string };
      await deleteCalculation(db, user, c.req.param("id"));
      return c.body(null, 204);
    });
}
