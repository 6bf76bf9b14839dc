import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// Addresses left in the lead modal and the early-access form, with where and
// why they were asked for (docs/requirements.md §1, §4).
export const leads: Migration = {
  name: "0005_leads",
  async up(db: AnyDb) {
    await sql`create table leads (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      source text not null,
      context text,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index leads_email_idx on leads (lower(email))`.execute(db);
    await sql`create index leads_created_at_idx on leads (created_at desc)`.execute(db);
  },
};
