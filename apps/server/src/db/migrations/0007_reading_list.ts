import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// A premium user's reading list: what they saved and whether they have read it.
export const readingList: Migration = {
  name: "0007_reading_list",
  async up(db: AnyDb) {
    await sql`create table reading_list_items (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references users (id) on delete cascade,
      kind text not null check (kind in ('post', 'event', 'country')),
      slug text not null,
      title text not null,
      read boolean not null default false,
      created_at timestamptz not null default now(),
      unique (user_id, kind, slug)
    )`.execute(db);
  },
};
