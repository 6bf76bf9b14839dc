import { sql } from "kysely";
import { migrations } from "../../apps/server/src/db/migrations/index.ts";
import { migrate } from "../../apps/server/src/db/migrator.ts";
import { openDatabase } from "../../apps/server/src/db/open-database.ts";
import { countInWindow } from "../../apps/server/src/http/window-counter.ts";
import { type BenchResult, result } from "../support/result.ts";

const ROUNDS = 5_000;
const ADDRESSES = 1_000;

/**
 * What a rate-limited request pays for its count in the database (decision
 * 0022): one atomic upsert on PGlite, against the cheapest round trip to the
 * same database (`select 1`). Addresses rotate over 1,000, as under a spread-out flood.
 */
export async function limitCost(): Promise<BenchResult[]> {
  const database = await openDatabase({ memory: true });
  try {
    await migrate(database.db, migrations);
    const time = async (op: (i: number) => Promise<unknown>) => {
      for (let i = 0; i < 500; i++) await op(i); // warm-up
      const start = performance.now();
      for (let i = 0; i < ROUNDS; i++) await op(i);
      return ROUNDS / ((performance.now() - start) / 1000);
    };
    const baseline = await time(() => sql`select 1`.execute(database.db));
    const now = Date.now();
    const value = await time((i) => countInWindow(database.db, `bench:10.0.${i % ADDRESSES}`, 60_000, now));
    return [
      result({
        name: "Rate-limit count (PGlite upsert)",
        unit: "counts/s",
        value,
        baselineName: "select 1 on PGlite",
        baseline,
        notes: `${ROUNDS.toLocaleString("en-US")} sequential counts over ${ADDRESSES.toLocaleString("en-US")} addresses, in-process`,
      }),
    ];
  } finally {
    await database.close();
  }
}
