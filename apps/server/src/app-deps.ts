import type { Config } from "./config.ts";
import type { Db } from "./db/open-database.ts";
import type { GradingCatalog } from "./features/grading-systems/grading-catalog.ts";
import type { StaticSite } from "./http/static-site.ts";
import type { Logger } from "./logger.ts";

/** What the app is built from: everything with I/O is passed in, so tests choose it. */
export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: "pglite" | "postgres";
  logger: Logger;
  catalog: GradingCatalog;
  /** The built web app; null serves the API alone (most API tests). */
  site: StaticSite | null;
  version: string;
}
