import {
  type CalculationList,
  type CalculationSearch,
  type CalculationSummary,
  MAX_EXPORT_ROWS,
} from "@gradeatlas/contracts/calculations";
import { sql } from "kysely";
import { countFound } from "../../db/count-found.ts";
import { escapeLike } from "../../db/like-pattern.ts";
import { cursorAt, decodeCursor, encodeCursor, olderThan } from "../../db/newest-first-cursor.ts";
import type { Db } from "../../db/open-database.ts";
import { notifiedAt, summaryColumns, toSummary } from "./calculation-summary.ts";

/**
 * Whose history: the user's own, or (for its admins and viewers, checked by
 * the route) an institution's, every calculation saved under it, optionally
 * by one evaluator.
 */
export type HistoryScope =
  | { kind: "mine"; userId: string }
  | { kind: "team"; institutionId: string; evaluator?: string | undefined };

/** The scope's calculations, newest first, narrowed by the search (title or applicant contains q; country). */
function calculationsIn(db: Db, scope: HistoryScope, { q, country }: CalculationSearch) {
  let query = db
    .selectFrom("calculations")
    .select(summaryColumns)
    .select(notifiedAt)
    .select(cursorAt().as("cursor_at"))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  if (scope.kind === "mine") query = query.where("user_id", "=", scope.userId);
  else {
    query = query.where("institution_id", "=", scope.institutionId);
    if (scope.evaluator) query = query.where("user_id", "=", scope.evaluator);
  }
  if (country) query = query.where("country", "=", country);
  if (q) {
    const like = `%${escapeLike(q.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([eb(sql`lower(title)`, "like", like), eb(sql`lower(applicant_name)`, "like", like)]),
    );
  }
  // In the institution's view each row says who saved it (their address now; the account outlives leaving).
  return query.select((eb) =>
    eb.selectFrom("users").select("users.email").whereRef("users.id", "=", "calculations.user_id").as("saved_by"),
  );
}

const summaryIn = (scope: HistoryScope) => (row: Parameters<typeof toSummary>[0] & { saved_by: string | null }) =>
  scope.kind === "team" ? { ...toSummary(row), savedBy: row.saved_by ?? "" } : toSummary(row);

/** Everyone who saved a calculation under the institution, members who left included, by address. */
async function evaluatorsOf(db: Db, institutionId: string) {
  return db
    .selectFrom("calculations")
    .innerJoin("users", "users.id", "calculations.user_id")
    .select(["users.id", "users.email"])
    .distinct()
    .where("calculations.institution_id", "=", institutionId)
    .orderBy("users.email")
    .execute();
}

/** One page of the history, and the cursor of the next (older) page; a cursor this API did not give out is a 400. */
export async function listCalculations(
  db: Db,
  scope: HistoryScope,
  search: CalculationSearch,
  page: { limit: number; cursor: string | undefined },
): Promise<CalculationList> {
  let query = calculationsIn(db, scope, search).limit(page.limit + 1);
  if (page.cursor) query = query.where(olderThan(decodeCursor(page.cursor)));
  const rows = await query.execute();
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    calculations: shown.map(summaryIn(scope)),
    nextCursor: rows.length > page.limit && last ? encodeCursor(last) : null,
    ...(scope.kind === "team" ? { evaluators: await evaluatorsOf(db, scope.institutionId) } : {}),
  };
}

/** Everything the search finds, newest first, up to the export's limit, and how many it found in all. */
export async function exportCalculations(
  db: Db,
  scope: HistoryScope,
  search: CalculationSearch,
): Promise<{ rows: CalculationSummary[]; total: number }> {
  const rows = await calculationsIn(db, scope, search).limit(MAX_EXPORT_ROWS).execute();
  const total = await countFound(db, calculationsIn(db, scope, search), { shown: rows.length, limit: MAX_EXPORT_ROWS });
  return { rows: rows.map(summaryIn(scope)), total };
}
