import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// Client metrics (kept one hour) and fired alerts (kept for operators).
export const metricsAndAlerts: Migration = {
  name: "0008_metrics_and_alerts",
  async up(db: AnyDb) {
    await sql`create table metrics (
      id bigserial primary key,
      name text not null,
      value double precision not null,
      recorded_at timestamptz not null,
      tags jsonb not null default '{}'::jsonb,
      metadata jsonb not null default '{}'::jsonb
    )`.execute(db);
    await sql`create index metrics_recorded_at on metrics (recorded_at)`.execute(db);
    await sql`create index metrics_name_time on metrics (name, recorded_at)`.execute(db);
    await sql`create table alerts (
      id uuid primary key default gen_random_uuid(),
      rule text not null,
      severity text not null,
      source text not null check (source in ('server', 'client')),
      message text not null,
      fired_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index alerts_rule_fired on alerts (rule, fired_at desc)`.execute(db);
  },
};
