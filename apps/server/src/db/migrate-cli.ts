// `npm run db:migrate`: applies pending migrations and exits. The server also
// migrates at start-up; with PGlite, stop the server first (one process only).
import { loadConfig } from "../config.ts";
import { migrations } from "./migrations/index.ts";
import { migrate } from "./migrator.ts";
import { databaseTarget, openDatabase } from "./open-database.ts";

const config = loadConfig();
const { db, kind, close } = await openDatabase(databaseTarget(config));
try {
  const applied = await migrate(db, migrations);
  console.log(applied.length ? `Applied on ${kind}: ${applied.join(", ")}` : `Nothing to apply on ${kind}.`);
} finally {
  await close();
}
