import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// An institution's own grading scales (issue 18): a partner university's table,
// say. Every edit is a new version and versions are never changed, so a
// calculation keeps converting with the version it was saved with.
export const customScales: Migration = {
  name: "0019_custom_scales",
  async up(db: AnyDb) {
    await sql`create table custom_scales (
      id uuid primary key default gen_random_uuid(),
      institution_id uuid not null references institutions (id) on delete cascade,
      country text not null check (country ~ '^[A-Z]{2,3}$'),
      created_by text references users (id) on delete set null,
      created_at timestamptz not null default now(),
      archived_at timestamptz
    )`.execute(db);
    await sql`create index custom_scales_by_institution on custom_scales (institution_id, country)`.execute(db);
    await sql`create table custom_scale_versions (
      scale_id uuid not null references custom_scales (id) on delete cascade,
      version integer not null check (version >= 1),
      definition jsonb not null,
      created_by text references users (id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (scale_id, version)
    )`.execute(db);
  },
};
