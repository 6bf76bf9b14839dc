import { loadConfig } from "../config.ts";
import { migrations } from "../db/migrations/index.ts";
import { migrate } from "../db/migrator.ts";
import { databaseTarget, openDatabase } from "../db/open-database.ts";
import { loadGradingCatalog } from "../features/grading-systems/grading-catalog.ts";
import { createLogger } from "../logger.ts";
import { DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, type DemoAccount } from "./demo-accounts.ts";
import { seedDemo } from "./seed-demo.ts";

// `npm run demo`'s half that touches the database. scripts/build-server.mjs
// bundles it apart from the server (dist/demo.js), and nothing the server
// imports reaches it (.dependency-cruiser.cjs), so `npm start` never loads it.

export { DEMO_OPERATOR_EMAIL };

/** Seeds the database the environment names (scripts/demo.mjs points it at .data/demo), then closes it. */
export async function seedDemoDatabase(): Promise<readonly DemoAccount[]> {
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    await migrate(database.db, migrations);
    const catalog = await loadGradingCatalog();
    return await seedDemo({ db: database.db, config, logger: createLogger(config.LOG_LEVEL), catalog });
  } finally {
    await database.close();
  }
}

/** The start-up table: who to sign in as, and what each one shows. */
export function demoTable(accounts: readonly DemoAccount[], baseUrl: string): string {
  const rows = [
    ["E-mail", "Password", "Tier"],
    ["(none: just open the app)", "", "Guest: calculator, no history"],
    ...accounts.map((a) => [a.email, DEMO_PASSWORD, a.label]),
  ];
  const widths = [0, 1].map((col) => Math.max(...rows.map((r) => (r[col] as string).length)));
  const line = (r: string[]) =>
    `  ${(r[0] as string).padEnd(widths[0] as number)}  ${(r[1] as string).padEnd(widths[1] as number)}  ${r[2]}`;
  const saved = accounts.reduce((n, a) => n + a.calculations, 0);
  return [
    "",
    `GradeAtlas demo at ${baseUrl}: every tier, ${saved} saved calculations (data in .data/demo).`,
    "",
    line(rows[0] as string[]),
    ...rows.slice(1).map((r) => line(r)),
    "",
  ].join("\n");
}
