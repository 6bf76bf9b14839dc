import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// Rate limits and sign-in lockouts live in the database, so every app server
// on one PostgreSQL counts against the same figures (decision 0022).
export const sharedLimits: Migration = {
  name: "0010_shared_limits",
  async up(db: AnyDb) {
    // Better Auth's own table for its database rate-limit storage (model
    // "rateLimit", fields mapped in auth/auth.ts); times are epoch milliseconds.
    await sql`create table auth_rate_limits (
      id text primary key,
      key text not null unique,
      count integer not null,
      last_request bigint not null
    )`.execute(db);
    await sql`create index auth_rate_limits_last_request on auth_rate_limits (last_request)`.execute(db);

    // Our fixed windows for the API's own limits: one row per rule and address.
    await sql`create table request_limits (
      key text primary key,
      count integer not null,
      window_ends_at bigint not null
    )`.execute(db);
    await sql`create index request_limits_window_ends_at on request_limits (window_ends_at)`.execute(db);

    // Failed sign-ins per account (by address, whether or not it exists, so
    // the lockout reveals nothing about which addresses have accounts).
    await sql`create table sign_in_failures (
      email text primary key,
      failures integer not null,
      last_failed_at bigint not null,
      locked_until bigint
    )`.execute(db);
  },
};
