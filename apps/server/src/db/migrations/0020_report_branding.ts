import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// What the GPA report prints under an office's name (issues 18 + 19, decision
// 0044). Images are stored in the database beside the rest (a few hundred KB
// each, one logo per institution and one signature per member): no file store
// to back up separately. An SVG keeps its sanitised text in `data` and a PNG
// rendition in `png`, which is what the PDF renderer embeds.
export const reportBranding: Migration = {
  name: "0020_report_branding",
  async up(db: AnyDb) {
    await sql`create table branding_images (
      id uuid primary key default gen_random_uuid(),
      format text not null check (format in ('png', 'jpg', 'svg')),
      data bytea not null,
      png bytea,
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      created_by text references users (id) on delete set null,
      created_at timestamptz not null default now(),
      check ((format = 'svg') = (png is not null))
    )`.execute(db);
    await sql`create table institution_branding (
      institution_id uuid primary key references institutions (id) on delete cascade,
      office_name text not null default '',
      address text not null default '',
      paper_size text not null default 'A4' check (paper_size in ('A4', 'LETTER')),
      logo_id uuid references branding_images (id) on delete set null,
      updated_by text references users (id) on delete set null,
      updated_at timestamptz not null default now()
    )`.execute(db);
    // One row per member and institution; institution_id null is a subscriber on their own.
    // "nulls not distinct" makes that null one key too (PostgreSQL 15+, PGlite 17).
    await sql`create table member_branding (
      user_id text not null references users (id) on delete cascade,
      institution_id uuid references institutions (id) on delete cascade,
      title text not null default '',
      signature_id uuid references branding_images (id) on delete set null,
      updated_at timestamptz not null default now(),
      constraint member_branding_key unique nulls not distinct (user_id, institution_id)
    )`.execute(db);
  },
};
