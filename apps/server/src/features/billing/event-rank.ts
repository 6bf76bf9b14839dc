import type { SubscriptionStatus } from "../../db/schema.ts";

// Stripe stamps events in whole seconds and promises no delivery order, so
// events of one second need an order of their own, or the last to arrive
// wins by chance. Within a second an event is applied only over one of equal
// or lower rank. The ranks follow the order in which things can happen to an
// object: a subscription is created, then updated, then deleted; its status
// moves forward (incomplete → trialing → active → past_due → unpaid →
// canceled); an invoice that is paid stays paid. Ties (e.g. two updates with
// the same status) still go to the later arrival.

const subscriptionEvents: Record<string, number> = {
  "customer.subscription.created": 0,
  "customer.subscription.updated": 1,
  "customer.subscription.deleted": 2,
};

const statuses: Record<SubscriptionStatus, number> = {
  incomplete: 0,
  trialing: 1,
  active: 2,
  past_due: 3,
  unpaid: 4,
  paused: 4,
  incomplete_expired: 5,
  canceled: 5,
};

/** The rank of a subscription event within its second: its type first, then the status it reports. */
export function subscriptionEventRank(type: string, status: SubscriptionStatus): number {
  return (subscriptionEvents[type] ?? 0) * 10 + (statuses[status] ?? 0);
}

/** The rank of an invoice event within its second: a payment wins over a failure of the same second. */
export function invoiceEventRank(type: string): number {
  return type === "invoice.paid" ? 1 : 0;
}
