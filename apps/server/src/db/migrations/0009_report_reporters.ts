import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// Who sent a health report (null for a visitor who is not signed in): only
// signed-in reports count toward the alerts that e-mail operators, so anyone
// on the internet cannot page them or drown the figures.
export const reportReporters: Migration = {
  name: "0009_report_reporters",
  async up(db: AnyDb) {
    await sql`alter table metrics add column reporter_id text`.execute(db);
    await sql`alter table client_error_reports add column reporter_id text`.execute(db);
    await sql`alter table alerts add column reporter_id text`.execute(db);
  },
};
