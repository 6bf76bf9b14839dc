import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// Reports of a problem with a grading scale (issue 17, review loop). The
// scale's name is kept as reported, since a scale can be renamed or dropped
// from the dataset later. reporter_id is set for signed-in reporters (their
// account's address gets the reply); reporter_email only for guests.
export const scaleReports: Migration = {
  name: "0014_scale_reports",
  async up(db: AnyDb) {
    await sql`create table scale_reports (
      id uuid primary key default gen_random_uuid(),
      country text not null,
      scale_id text not null,
      scale_name text not null,
      grade text not null,
      expected text not null,
      comment text not null,
      reporter_id text references users (id) on delete set null,
      reporter_email text,
      state text not null default 'new' check (state in ('new', 'confirmed', 'fixed', 'rejected')),
      reply text,
      replied_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index scale_reports_state_newest on scale_reports (state, created_at desc)`.execute(db);
    await sql`create index scale_reports_newest on scale_reports (created_at desc)`.execute(db);
  },
};
