import {
  type CalculationList,
  type CalculationSearch,
  type CalculationSummary,
  MAX_EXPORT_ROWS,
} from "@gradeatlas/contracts/calculations";
import { sql } from "kysely";
import { escapeLike } from "../../db/like-pattern.ts";
import type { Db } from "../../db/open-database.ts";
import { summaryColumns, toSummary } from "./calculation-summary.ts";
import { decodeCursor, encodeCursor } from "./history-cursor.ts";

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

/** One page of the history, and the cursor of the next (older) page; a cursor this API did not give out is a 400. */
export async function listCalculations(
  db: Db,
  userId: string,
  search: CalculationSearch,
  page: { limit: number; cursor: string | undefined },
): Promise<CalculationList> {
  let query = ownCalculations(db, userId, search).limit(page.limit + 1);
  if (page.cursor) {
    const after = decodeCursor(page.cursor);
    query = query.where(sql<boolean>`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  }
  const rows = await query.execute();
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    calculations: shown.map(toSummary),
    nextCursor: rows.length > page.limit && last ? encodeCursor(last) : null,
  };
}

/** Everything the search finds, newest first, up to the export's limit. */
export async function exportCalculations(
  db: Db,
  userId: string,
  search: CalculationSearch,
): Promise<CalculationSummary[]> {
  const rows = await ownCalculations(db, userId, search).limit(MAX_EXPORT_ROWS).execute();
  return rows.map(toSummary);
}
