import { sql } from "kysely";
import type { Db } from "../../db/open-database.ts";

/** Whether the database answers, and how fast (ms). */
export async function pingDatabase(db: Db): Promise<{ ok: boolean; latencyMs: number }> {
  const start = performance.now();
  let ok = true;
  try {
    await sql`select 1`.execute(db);
  } catch {
    ok = false;
  }
  return { ok, latencyMs: +(performance.now() - start).toFixed(2) };
}
