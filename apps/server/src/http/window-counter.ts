import { sql } from "kysely";
import type { Db } from "../db/open-database.ts";

export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** When the current window ends, in epoch milliseconds. */
  endsAt: number;
}

/**
 * Counts one request against a fixed window in a single statement, so app
 * servers sharing one database never lose or double a count: the row starts
 * a new window when the old one has ended, else adds one.
 */
export async function countInWindow(db: Db, key: string, windowMs: number, now: number): Promise<WindowCount> {
  const endsAt = now + windowMs;
  const row = await db
    .insertInto("request_limits")
    .values({ key, count: 1, window_ends_at: endsAt })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when request_limits.window_ends_at <= ${now} then 1 else request_limits.count + 1 end`,
        window_ends_at: sql<number>`case when request_limits.window_ends_at <= ${now} then ${endsAt} else request_limits.window_ends_at end`,
      }),
    )
    .returning(["count", "window_ends_at"])
    .executeTakeFirstOrThrow();
  return { count: row.count, endsAt: Number(row.window_ends_at) };
}

/** Drops the windows that have ended (they would restart at 1 anyway). */
export async function dropEndedWindows(db: Db, now: number): Promise<void> {
  await db.deleteFrom("request_limits").where("window_ends_at", "<=", now).execute();
}
