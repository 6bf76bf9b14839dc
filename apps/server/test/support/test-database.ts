import pg from "pg";
import { migrations } from "../../src/db/migrations/index.ts";
import { migrate } from "../../src/db/migrator.ts";
import { type OpenDatabase, openDatabase } from "../../src/db/open-database.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server named by TEST_DATABASE_URL
 * (created here, dropped on close), so the same tests prove both engines.
 */
export async function createTestDatabase(): Promise<OpenDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ memory: true });
    await migrate(database.db, migrations);
    return database;
  }
  const { url, name } = await createPostgresDatabase(serverUrl);
  const database = await openDatabase({ url });
  await migrate(database.db, migrations);
  return {
    ...database,
    async close() {
      await database.close();
      await dropPostgresDatabase(serverUrl, name);
    },
  };
}

/** Creates an empty database on the server at `serverUrl`; returns its URL. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; name: string }> {
  const name = `gradeatlas_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}
