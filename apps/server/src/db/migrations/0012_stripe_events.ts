import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// Online billing (issue 16, decision 0027). stripe_events makes every webhook
// event apply once (Stripe delivers at least once). Subscriptions and invoices
// keep the `created` time of the event that last changed them, so an older
// event that arrives late is ignored. stripe_user_subscriptions is SPEC §3's
// view: each user's newest live subscription, with status and
// subscription_status mirroring each other.
export const stripeEvents: Migration = {
  name: "0012_stripe_events",
  async up(db: AnyDb) {
    await sql`create table stripe_events (
      id text primary key,
      type text not null,
      created timestamptz not null,
      received_at timestamptz not null default now()
    )`.execute(db);
    await sql`alter table stripe_subscriptions
      add column plan text check (plan in ('personal', 'institution')),
      add column billing_interval text check (billing_interval in ('month', 'year')),
      add column cancel_at_period_end boolean not null default false,
      add column event_created timestamptz`.execute(db);
    await sql`create table stripe_invoices (
      id text primary key,
      customer_id text not null references stripe_customers (customer_id) on delete cascade,
      number text,
      amount integer not null,
      currency text not null,
      status text not null,
      payment_failed boolean not null default false,
      hosted_invoice_url text,
      created timestamptz not null,
      event_created timestamptz not null
    )`.execute(db);
    await sql`create index stripe_invoices_customer_idx on stripe_invoices (customer_id, created desc)`.execute(db);
    await sql`create view stripe_user_subscriptions as
      select distinct on (c.user_id)
        c.user_id, c.customer_id, s.id as subscription_id, s.status, s.status as subscription_status,
        s.price_id, s.plan, s.billing_interval, s.current_period_end, s.cancel_at_period_end, s.manual,
        s.created_at
      from stripe_subscriptions s
      join stripe_customers c on c.customer_id = s.customer_id
      where s.deleted_at is null and c.deleted_at is null
      order by c.user_id, s.created_at desc`.execute(db);
  },
};
