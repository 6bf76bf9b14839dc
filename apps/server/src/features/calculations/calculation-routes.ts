import {
  CALCULATION_PAGE_SIZE,
  type CalculationSearch,
  calculationSearchSchema,
  calculationSummaryQuerySchema,
  MAX_CALCULATION_PAGE_SIZE,
  saveCalculationRequestSchema,
} from "@gradeatlas/contracts/calculations";
import { clientRoutes } from "@gradeatlas/contracts/client-routes";
import { type Context, Hono } from "hono";
import { type AccessEnv, assertAccess, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { badRequest } from "../../errors.ts";
import { parseWith, readJson } from "../../http/read-json.ts";
import { withCustomScale } from "../custom-scales/index.ts";
import { calculationStats } from "./calculation-stats.ts";
import { historyCsv } from "./history-csv.ts";
import { exportCalculations, listCalculations } from "./list-calculations.ts";
import { deleteCalculation, readCalculation } from "./own-calculation.ts";
import { saveCalculation } from "./save-calculation.ts";

const SEARCH_IS_PREMIUM = "Searching, filtering and exporting your history are premium features.";

/** ?q= and ?country= of a history request, validated (a bad code is a 400). */
const readSearch = (c: Context): CalculationSearch =>
  parseWith(calculationSearchSchema, { q: c.req.query("q"), country: c.req.query("country") });

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
 * the owner may read or delete: anyone else gets 404.
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
      const userId = await userIdOf(c.var.access);
      const limit = readLimit(c);
      const cursor = c.req.query("cursor");
      const search = readSearch(c);
      if (search.q || search.country) assertAccess(await c.var.access(), "premium", SEARCH_IS_PREMIUM);
      return c.json(await listCalculations(db, userId, search, { limit, cursor }));
    })
    .get("/summary", async (c) => {
      assertAccess(await c.var.access(), "premium");
      const { months } = parseWith(calculationSummaryQuerySchema, c.req.query());
      return c.json(await calculationStats(db, await userIdOf(c.var.access), months));
    })
    .get("/export", async (c) => {
      assertAccess(await c.var.access(), "premium", SEARCH_IS_PREMIUM);
      const search = readSearch(c);
      const rows = await exportCalculations(db, await userIdOf(c.var.access), search);
      const day = new Date().toISOString().slice(0, 10);
      return c.body(historyCsv(rows), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="gradeatlas-history-${day}.csv"`,
        "Cache-Control": "no-store",
      });
    })
    .get("/:id", async (c) => c.json(await readCalculation(db, await userIdOf(c.var.access), c.req.param("id"))))
    .delete("/:id", async (c) => {
      const user = (await c.var.access()).user as { id: string; email: string };
      await deleteCalculation(db, user, c.req.param("id"));
      return c.body(null, 204);
    });
}
