import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// CRM sync (issue 20; decision 0049). A connection belongs to an institution;
// its credentials are one AES-256-GCM blob (CRM_SECRETS_KEY), never a column
// per secret. A delivery is a durable queue row: written in the same
// transaction as the event that caused it, worked by the sync worker.
// `seq` orders the sync log and is the Slate feed's cursor.
export const crmSync: Migration = {
  name: "0024_crm_sync",
  async up(db: AnyDb) {
    await sql`create table crm_connections (
      id uuid primary key default gen_random_uuid(),
      institution_id uuid not null references institutions (id) on delete cascade,
      kind text not null check (kind in ('slate_sftp', 'slate_feed', 'salesforce', 'hubspot', 'webhook')),
      name text not null,
      settings jsonb not null,
      secrets text,
      secret_names jsonb not null default '[]',
      mapping jsonb not null,
      events jsonb not null,
      state text not null default 'active' check (state in ('active', 'paused')),
      feed_token_hash text unique,
      feed_cursor bigint not null default 0,
      created_by text references users (id) on delete set null,
      created_by_email text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      last_success_at timestamptz,
      last_error text,
      last_error_at timestamptz
    )`.execute(db);
    await sql`create index crm_connections_by_institution on crm_connections (institution_id, created_at)`.execute(db);

    await sql`create table crm_deliveries (
      id uuid primary key default gen_random_uuid(),
      seq bigserial not null unique,
      connection_id uuid not null references crm_connections (id) on delete cascade,
      institution_id uuid not null references institutions (id) on delete cascade,
      event text not null,
      calculation_id uuid references calculations (id) on delete set null,
      report_id uuid references gpa_reports (id) on delete set null,
      subject text,
      record jsonb,
      state text not null default 'queued' check (state in ('queued', 'delivered', 'dead')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      last_status integer,
      remote_id text,
      delivered_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index crm_deliveries_due on crm_deliveries (next_attempt_at) where state = 'queued'`.execute(db);
    await sql`create index crm_deliveries_by_connection on crm_deliveries (connection_id, seq desc)`.execute(db);
    await sql`create index crm_deliveries_by_calculation on crm_deliveries (calculation_id, seq desc)`.execute(db);
  },
};
