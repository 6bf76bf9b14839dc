import { sql } from "kysely";
import type { AnyDb, Migration } from "../migrator.ts";

// Stripe's event times are whole seconds, and several events of one
// subscription or invoice often share one. event_rank orders events of the
// same second (features/billing/event-rank.ts), so the order they arrive in
// no longer decides, e.g., whether a late subscription.created undoes the
// update that followed it. Rows written before have rank 0: any event of
// their second may still replace them, as before.
export const stripeEventRank: Migration = {
  name: "0013_stripe_event_rank",
  async up(db: AnyDb) {
    await sql`alter table stripe_subscriptions add column event_rank integer not null default 0`.execute(db);
    await sql`alter table stripe_invoices add column event_rank integer not null default 0`.execute(db);
  },
};
