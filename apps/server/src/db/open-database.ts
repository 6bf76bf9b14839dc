import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;

export interface OpenDatabase {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

// One SQL dialect (PostgreSQL) on two engines: embedded PGlite by default, a
// real server when DATABASE_URL is set. Same queries, same migrations.
export async function openDatabase(
  target: DatabaseTarget,
  onIdleError: (err: Error) => void = () => {},
): Promise<OpenDatabase> {
  if ("url" in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server closes (a restart, a failover, a dropped
    // test database) must not crash the process: the pool replaces it and the
    // next query reports any real problem. The server logs it (tests ignore it).
    pool.on("error", onIdleError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  let dir: string | undefined;
  if ("dataDir" in target) {
    dir = resolve(target.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const pglite = new PGlite(dir);
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: "pglite",
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

export function databaseTarget(config: { DATABASE_URL: string | undefined; DATA_DIR: string }): DatabaseTarget {
  return config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: join(config.DATA_DIR) };
}
