import { type SelectQueryBuilder, sql } from "kysely";
import type { Db } from "./open-database.ts";

/**
 * How many rows a query finds in all, for an export that stopped at `limit`
 * after `shown` rows: counted in the database only when the limit was reached.
 */
export async function countFound(
  db: Db,
  // biome-ignore lint/suspicious/noExplicitAny: any query of any table; only its row count is read
  query: SelectQueryBuilder<any, any, any>,
  { shown, limit }: { shown: number; limit: number },
): Promise<number> {
  if (shown < limit) return shown;
  const { rows } = await sql<{
    n: string | number;
  }>`select count(*) as n from (${query.clearOrderBy()}) as found`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
