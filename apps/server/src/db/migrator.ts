import { type Kysely, sql } from "kysely";

// Migrations see the database before and after their change, so they are
// written against an untyped handle, as Kysely recommends.
// biome-ignore lint/suspicious/noExplicitAny: see above
export type AnyDb = Kysely<any>;

export interface Migration {
  /** Sortable and unique: "0001_client_error_reports". */
  name: string;
  up(db: AnyDb): Promise<void>;
}

// Migrations run in-process at start-up (PGlite allows one process per data
// directory, so no separate CLI may hold it), in name order, each in its own
// transaction. A transaction-scoped advisory lock makes two servers starting at
// once against one PostgreSQL apply each migration exactly once.
export async function migrate(db: AnyDb, migrations: readonly Migration[]): Promise<string[]> {
  const names = migrations.map((m) => m.name);
  const sorted = [...names].sort();
  if (names.some((n, i) => n !== sorted[i])) throw new Error("Migrations must be listed in name order.");
  if (new Set(names).size !== names.length) throw new Error("Migration names must be unique.");

  // Under the lock too: PostgreSQL's `create table if not exists` is not safe
  // against itself, two at once can fail on the catalogue's unique index.
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(7263514)`.execute(trx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(7263514)`.execute(trx);
      const done = await sql<{
        name: string;
      }>`select name from schema_migrations where name = ${migration.name}`.execute(trx);
      if (done.rows.length > 0) return false;
      await migration.up(trx);
      await sql`insert into schema_migrations (name) values (${migration.name})`.execute(trx);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
