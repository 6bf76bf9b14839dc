import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// Saved calculations: the request as sent (so it can be reopened and edited),
// the engine's result as it was when saved (what the evaluator saw and
// defended), and the few figures lists show, in columns.
export const calculations: Migration = {
  name: "0006_calculations",
  async up(db: AnyDb) {
    await sql`create table calculations (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references users (id) on delete cascade,
      title text,
      applicant_name text,
      country text not null,
      scale_id text not null,
      scale_name text not null,
      request jsonb not null,
      result jsonb not null,
      course_count integer not null,
      gpa numeric(4, 2),
      us_credits numeric(10, 2) not null,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index calculations_user_newest on calculations (user_id, created_at desc, id desc)`.execute(db);
  },
};
