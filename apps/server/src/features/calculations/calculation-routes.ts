import {
  CALCULATION_PAGE_SIZE,
  type Calculation,
  type CalculationSearch,
  type CalculationSummary,
  calculationSearchSchema,
  calculationSummaryQuerySchema,
  MAX_CALCULATION_PAGE_SIZE,
  MAX_EXPORT_ROWS,
  saveCalculationRequestSchema,
} from "@gradeatlas/contracts/calculations";
import { type Context, Hono } from "hono";
import { sql } from "kysely";
import { type AccessEnv, assertAccess, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { escapeLike } from "../../db/like-pattern.ts";
import type { Db } from "../../db/open-database.ts";
import { badRequest, notFound } from "../../errors.ts";
import { limitBody } from "../../http/limit-body.ts";
import { parseWith, readJson } from "../../http/read-json.ts";
import { convertTranscriptRequest } from "../conversions/index.ts";
import { calculationStats } from "./calculation-stats.ts";
import { historyCsv } from "./history-csv.ts";

const summaryColumns = [
  "id",
  "title",
  "applicant_name",
  "country",
  "scale_id",
  "scale_name",
  "course_count",
  "gpa",
  "us_credits",
  "created_at",
] as const;

type SummaryRow = {
  id: string;
  title: string | null;
  applicant_name: string | null;
  country: string;
  scale_id: string;
  scale_name: string;
  course_count: number;
  gpa: string | null;
  us_credits: string;
  created_at: Date;
};

const toSummary = (r: SummaryRow): CalculationSummary => ({
  id: r.id,
  title: r.title,
  applicantName: r.applicant_name,
  country: r.country,
  scale: { id: r.scale_id, name: r.scale_name },
  courseCount: r.course_count,
  gpa: r.gpa === null ? null : Number(r.gpa),
  usCredits: Number(r.us_credits),
  createdAt: new Date(r.created_at).toISOString(),
});

// Cursor: the created_at and id of the last row of a page, so paging is
// stable while new calculations are saved.
const encodeCursor = (r: SummaryRow) =>
  Buffer.from(`${new Date(r.created_at).toISOString()}|${r.id}`).toString("base64url");
function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw badRequest("cursor is not one this API gave out.");
  }
  return { createdAt, id };
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

const SEARCH_IS_PREMIUM = "Searching, filtering and exporting your history are premium features.";

/** ?q= and ?country= of a history request, validated (a bad code is a 400). */
const readSearch = (c: Context): CalculationSearch =>
  parseWith(calculationSearchSchema, { q: c.req.query("q"), country: c.req.query("country") });

/** The user's own calculations, newest first, narrowed by the search (title or applicant contains q; country). */
function ownCalculations(db: Db, userId: string, { q, country }: CalculationSearch) {
  let query = db
    .selectFrom("calculations")
    .select(summaryColumns)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  if (country) query = query.where("country", "=", country);
  if (q) {
    const like = `%${escapeLike(q.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([eb(sql`lower(title)`, "like", like), eb(sql`lower(applicant_name)`, "like", like)]),
    );
  }
  return query;
}

/** One of the user's own calculations, or a 404 that does not say whether it exists for someone else. */
async function ownRow(db: Db, userId: string, id: string) {
  const row = isUuid(id)
    ? await db
        .selectFrom("calculations")
        .selectAll()
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound("No saved calculation with that id.");
  return row;
}

/**
 * /api/v1/calculations: save (the server converts again, so a saved GPA is
 * the engine's), list newest first with a cursor, read one, delete one. Only
 * the owner may read or delete: anyone else gets 404.
 */
export function calculationRoutes({ db, catalog }: AppDeps) {
  const userIdOf = async (access: () => Promise<{ user: { id: string } | null }>) =>
    (await access()).user?.id as string;

  return new Hono<AccessEnv>()
    .use(requireAccess("signed-in"))
    .post("/", limitBody(512 * 1024, "A calculation may be at most 512 KB."), async (c) => {
      const userId = await userIdOf(c.var.access);
      const req = await readJson(c, saveCalculationRequestSchema);
      const result = convertTranscriptRequest(catalog, req);
      const row = await db
        .insertInto("calculations")
        .values({
          user_id: userId,
          title: req.title || null,
          applicant_name: req.applicant?.name || null,
          country: req.country,
          scale_id: result.scale.id,
          scale_name: result.scale.name,
          request: JSON.stringify(req),
          result: JSON.stringify(result),
          course_count: req.courses.length,
          gpa: result.gpa.overall.gpa,
          us_credits: result.usCredits,
        })
        .returning(summaryColumns)
        .executeTakeFirstOrThrow();
      const body: Calculation = { ...toSummary(row), request: req, result };
      return c.json(body, 201);
    })
    .get("/", async (c) => {
      const userId = await userIdOf(c.var.access);
      const limitText = c.req.query("limit");
      const limit = limitText === undefined ? CALCULATION_PAGE_SIZE : Number(limitText);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CALCULATION_PAGE_SIZE) {
        throw badRequest(`limit must be a whole number from 1 to ${MAX_CALCULATION_PAGE_SIZE}.`);
      }
      const cursorText = c.req.query("cursor");
      const search = readSearch(c);
      if (search.q || search.country) assertAccess(await c.var.access(), "premium", SEARCH_IS_PREMIUM);
      let query = ownCalculations(db, userId, search).limit(limit + 1);
      if (cursorText) {
        const cursor = decodeCursor(cursorText);
        query = query.where(sql<boolean>`(created_at, id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
      }
      const rows = await query.execute();
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return c.json({
        calculations: page.map(toSummary),
        nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      });
    })
    .get("/summary", async (c) => {
      assertAccess(await c.var.access(), "premium");
      const { months } = parseWith(calculationSummaryQuerySchema, c.req.query());
      return c.json(await calculationStats(db, await userIdOf(c.var.access), months));
    })
    .get("/export", async (c) => {
      assertAccess(await c.var.access(), "premium", SEARCH_IS_PREMIUM);
      const search = readSearch(c);
      const rows = await ownCalculations(db, await userIdOf(c.var.access), search)
        .limit(MAX_EXPORT_ROWS)
        .execute();
      const day = new Date().toISOString().slice(0, 10);
      return c.body(historyCsv(rows.map(toSummary)), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="gradeatlas-history-${day}.csv"`,
        "Cache-Control": "no-store",
      });
    })
    .get("/:id", async (c) => {
      const row = await ownRow(db, await userIdOf(c.var.access), c.req.param("id"));
      const body = { ...toSummary(row), request: row.request, result: row.result } as Calculation;
      return c.json(body);
    })
    .delete("/:id", async (c) => {
      const row = await ownRow(db, await userIdOf(c.var.access), c.req.param("id"));
      await db.deleteFrom("calculations").where("id", "=", row.id).execute();
      return c.body(null, 204);
    });
}
