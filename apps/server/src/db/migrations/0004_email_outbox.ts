import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// Every e-mail the product sends or, with no SMTP server, keeps: operators
// read it in /sys-admin, and a new user on one machine can still find a link.
export const emailOutbox: Migration = {
  name: "0004_email_outbox",
  async up(db: AnyDb) {
    await sql`create table email_outbox (
      id uuid primary key default gen_random_uuid(),
      kind text not null,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      link text,
      status text not null check (status in ('stored', 'sent', 'failed')),
      error text,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index email_outbox_created_at on email_outbox (created_at desc)`.execute(db);
  },
};
