import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Migration, migrate } from "../src/db/migrator.ts";
import { type OpenDatabase, openDatabase } from "../src/db/open-database.ts";
import { createPostgresDatabase, createTestDatabase, dropPostgresDatabase } from "./support/test-database.ts";

const table = (name: string): Migration => ({
  name,
  up: async (db) => void (await sql`create table ${sql.raw(`t_${name}`)} (id int)`.execute(db)),
});

async function tables(database: OpenDatabase): Promise<string[]> {
  const r = await sql<{
    tablename: string;
  }>`select tablename from pg_tables where tablename like 't\\_%' order by 1`.execute(database.db);
  return r.rows.map((row) => row.tablename);
}

describe("migrate", () => {
  let database: OpenDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it("applies pending migrations in order, once", async () => {
    expect(await migrate(database.db, [table("a1"), table("a2")])).toEqual(["a1", "a2"]);
    expect(await migrate(database.db, [table("a1"), table("a2"), table("a3")])).toEqual(["a3"]);
    expect(await tables(database)).toEqual(["t_a1", "t_a2", "t_a3"]);
  });

  it("rolls back only the migration that fails, keeping the earlier ones", async () => {
    const broken: Migration = {
      name: "b2",
      up: async (db) => {
        await sql`create table t_b2 (id int)`.execute(db);
        await sql`select no_such_function()`.execute(db);
      },
    };
    await expect(migrate(database.db, [table("b1"), broken])).rejects.toThrow(/no_such_function/);
    expect(await tables(database)).toEqual(["t_b1"]);
    const applied = await sql<{ name: string }>`select name from schema_migrations where name like 'b%'`.execute(
      database.db,
    );
    expect(applied.rows.map((r) => r.name)).toEqual(["b1"]);
  });

  it("refuses a list that is out of order", async () => {
    await expect(migrate(database.db, [table("c2"), table("c1")])).rejects.toThrow(/name order/);
  });
});

// Servers deployed together start on one empty database at once (the
// two-instances journey). On PostgreSQL each gets its own connection pool;
// PGlite has one session, so there the calls share it.
describe("migrate, several servers at once on an empty database", () => {
  const servers = 4;
  let handles: OpenDatabase[] = [];
  let dropDatabase = async () => {};
  beforeEach(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      const one = await openDatabase({ memory: true });
      handles = Array.from({ length: servers }, () => one);
      dropDatabase = () => one.close();
      return;
    }
    const { url, name } = await createPostgresDatabase(serverUrl);
    handles = await Promise.all(Array.from({ length: servers }, () => openDatabase({ url })));
    dropDatabase = async () => {
      await Promise.all(handles.map((h) => h.close()));
      await dropPostgresDatabase(serverUrl, name);
    };
  });
  afterEach(async () => {
    await dropDatabase();
  });

  it("applies every migration exactly once and none of them fails", async () => {
    const list = ["d1", "d2", "d3"].map(table);
    const results = await Promise.all(handles.map((h) => migrate(h.db, list)));
    expect(results.flat().sort()).toEqual(["d1", "d2", "d3"]);
    expect(await tables(handles[0] as OpenDatabase)).toEqual(["t_d1", "t_d2", "t_d3"]);
  });
});
