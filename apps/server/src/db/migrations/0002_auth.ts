import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// Better Auth's tables (users, sessions, accounts, verifications), written
// out from its `getMigrations` output for the options in auth/auth.ts, with
// our snake_case names and not-null defaults. A test compares this schema
// with what Better Auth expects, so the two cannot drift apart.
export const auth: Migration = {
  name: "0002_auth",
  async up(db: AnyDb) {
    await sql`create table users (
      id text primary key,
      name text not null,
      email text not null unique,
      email_verified boolean not null default false,
      image text,
      role text,
      full_name text not null default '',
      terms_accepted boolean not null default false,
      news_opt_in boolean not null default false,
      is_operator boolean not null default false,
      created_at timestamptz not null default current_timestamp,
      updated_at timestamptz not null default current_timestamp
    )`.execute(db);
    await sql`create table sessions (
      id text primary key,
      expires_at timestamptz not null,
      token text not null unique,
      ip_address text,
      user_agent text,
      user_id text not null references users (id) on delete cascade,
      created_at timestamptz not null default current_timestamp,
      updated_at timestamptz not null
    )`.execute(db);
    await sql`create table accounts (
      id text primary key,
      account_id text not null,
      provider_id text not null,
      user_id text not null references users (id) on delete cascade,
      access_token text,
      refresh_token text,
      id_token text,
      access_token_expires_at timestamptz,
      refresh_token_expires_at timestamptz,
      scope text,
      password text,
      created_at timestamptz not null default current_timestamp,
      updated_at timestamptz not null
    )`.execute(db);
    await sql`create table verifications (
      id text primary key,
      identifier text not null,
      value text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default current_timestamp,
      updated_at timestamptz not null default current_timestamp
    )`.execute(db);
    await sql`create index sessions_user_id_idx on sessions (user_id)`.execute(db);
    await sql`create index accounts_user_id_idx on accounts (user_id)`.execute(db);
    await sql`create index verifications_identifier_idx on verifications (identifier)`.execute(db);
    // Institution access looks admins up by e-mail domain.
    await sql`create index users_role_idx on users (role) where role is not null`.execute(db);
  },
};
