import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// An institution's house rules (issue 18): one row per institution, replaced
// whole on each change, its version counting the changes (a member's
// calculator sends the version it applied, so a save never records a GPA the
// member did not see). A saved calculation keeps the rules it was converted
// under, beside dataset_version, so reopening it years later shows what was
// decided then. Null for calculations saved without house rules.
export const houseRules: Migration = {
  name: "0018_house_rules",
  async up(db: AnyDb) {
    await sql`create table house_rules (
      institution_id uuid primary key references institutions (id) on delete cascade,
      rules jsonb not null default '{}',
      version integer not null check (version > 0),
      updated_by text references users (id) on delete set null,
      updated_at timestamptz not null default now()
    )`.execute(db);
    await sql`alter table calculations add column house_rules jsonb`.execute(db);
  },
};
