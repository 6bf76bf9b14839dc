import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// The subscription model of docs/requirements.md §3, built before billing so access rules can
// read it: billing (Stripe webhooks, or an operator granting a plan by hand)
// only fills it. Status is stored normalised (lower case Stripe statuses).
export const billing: Migration = {
  name: "0003_billing",
  async up(db: AnyDb) {
    await sql`create table stripe_customers (
      customer_id text primary key,
      user_id text not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
    await sql`create index stripe_customers_user_id_idx on stripe_customers (user_id) where deleted_at is null`.execute(
      db,
    );
    await sql`create table stripe_subscriptions (
      id text primary key,
      customer_id text not null references stripe_customers (customer_id) on delete cascade,
      status text not null check (status in (
        'active', 'trialing', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused'
      )),
      price_id text,
      current_period_end timestamptz,
      manual boolean not null default false,
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    )`.execute(db);
    await sql`create index stripe_subscriptions_customer_idx on stripe_subscriptions (customer_id, created_at desc)`.execute(
      db,
    );
  },
};
