import { syncOperators } from "../../src/access/resolve-access.ts";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import type { Db } from "../../src/db/open-database.ts";
import { type GradingCatalog, loadGradingCatalog } from "../../src/features/grading-systems/grading-catalog.ts";
import type { StaticSite } from "../../src/http/static-site.ts";
import { createLogger } from "../../src/logger.ts";
import { createTestDatabase } from "./test-database.ts";

// Loaded once per test file: the dataset is read-only.
let catalog: Promise<GradingCatalog> | undefined;
const sharedCatalog = () => {
  catalog ??= loadGradingCatalog();
  return catalog;
};

/**
 * The real app on a fresh test database; call `close` in afterAll. `wrapDb`
 * gives the app another view of the database (e.g. with a query-counting
 * plugin); `db` in the result stays the plain one for setting up data.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; site?: StaticSite | null; wrapDb?: (db: Db) => Db } = {},
) {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...options.env });
  await syncOperators(database.db, config.OPERATOR_EMAILS);
  const app = buildApp({
    config,
    db: options.wrapDb ? options.wrapDb(database.db) : database.db,
    dbKind: database.kind,
    logger: createLogger(config.LOG_LEVEL),
    catalog: await sharedCatalog(),
    site: options.site ?? null,
    version: "test",
  });
  return { app, db: database.db, dbKind: database.kind, config, close: database.close };
}

/**
 * Another app server on the same database, as when several instances run
 * behind a balancer: nothing is shared with the first but the database.
 */
export async function anotherInstance(t: Awaited<ReturnType<typeof createTestApp>>) {
  const app = buildApp({
    config: t.config,
    db: t.db,
    dbKind: t.dbKind,
    logger: createLogger(t.config.LOG_LEVEL),
    catalog: await sharedCatalog(),
    site: null,
    version: "test",
  });
  return { ...t, app };
}

export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}
