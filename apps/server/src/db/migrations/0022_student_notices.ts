import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// Notifying students (issue 19; decisions 0046, 0047). A notice is a durable
// queue row: stored `queued` with its audit line, then sent by the worker.
// `sender` is who the applicant hears from ("institution:<id>" or
// "user:<id>"): the daily cap and opt-outs are counted per sender.
export const studentNotices: Migration = {
  name: "0022_student_notices",
  async up(db: AnyDb) {
    await sql`create table notice_templates (
      institution_id uuid primary key references institutions (id) on delete cascade,
      subject text not null,
      body text not null,
      updated_by text references users (id) on delete set null,
      updated_at timestamptz not null default now()
    )`.execute(db);

    await sql`create table notices (
      id uuid primary key default gen_random_uuid(),
      calculation_id uuid not null references calculations (id) on delete cascade,
      institution_id uuid references institutions (id) on delete cascade,
      sender text not null,
      sender_name text not null,
      sent_by text references users (id) on delete set null,
      sent_by_email text not null,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      stop_token text,
      stop_token_hash text not null unique,
      state text not null default 'queued' check (state in ('queued', 'accepted', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      smtp_response text,
      accepted_at timestamptz,
      failed_reason text,
      failed_at timestamptz,
      resent_from uuid references notices (id) on delete set null,
      report_id uuid,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index notices_due on notices (next_attempt_at) where state = 'queued'`.execute(db);
    await sql`create index notices_by_calculation on notices (calculation_id, created_at desc)`.execute(db);
    await sql`create index notices_by_sender_day on notices (sender, created_at)`.execute(db);

    await sql`create table notice_opt_outs (
      sender text not null,
      address text not null,
      sender_name text not null,
      created_at timestamptz not null default now(),
      primary key (sender, address)
    )`.execute(db);
  },
};
