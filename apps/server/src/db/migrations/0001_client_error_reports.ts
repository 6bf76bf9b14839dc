import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// Reports sent by the web app's error screens, so "the team has been notified"
// is true. Operators read them; old rows are trimmed by the service.
export const clientErrorReports: Migration = {
  name: "0001_client_error_reports",
  async up(db: AnyDb) {
    await sql`create table client_error_reports (
      id uuid primary key default gen_random_uuid(),
      message text not null,
      stack text,
      route text not null,
      user_agent text,
      context jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index client_error_reports_created_at on client_error_reports (created_at desc)`.execute(db);
  },
};
