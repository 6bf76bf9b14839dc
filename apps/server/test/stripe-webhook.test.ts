import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SubscriptionStatus, subscriptionStatuses } from "../src/db/schema.ts";
import { json, markVerified, signIn, signUp } from "./support/accounts.ts";
import { createTestApp } from "./support/test-app.ts";

// Real Stripe signatures: events are signed with Stripe's own scheme
// (generateTestHeaderString) and verified by the server with constructEvent.
const SECRET = "whsec_test_gradeatlas_0123456789";
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { STRIPE_WEBHOOK_SECRET: SECRET } });
  await signUp(t, "payer@example.org");
  await markVerified(t.db, "payer@example.org");
  cookie = await signIn(t, "payer@example.org");
  userId = (
    await t.db.selectFrom("users").select("id").where("email", "=", "payer@example.org").executeTakeFirstOrThrow()
  ).id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

let seq = 0;
// One second apart, as a subscription's life is: events of one second are
// ordered by rank, not arrival (billing-races.test.ts).
function event(type: string, object: Record<string, unknown>) {
  return JSON.stringify({
    id: `evt_test_${++seq}`,
    object: "event",
    created: 1_900_000_000 + seq,
    type,
    data: { object },
    api_version: "2025-01-01",
  });
}
const deliver = (payload: string, secret = SECRET) =>
  t.app.request("/api/stripe/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
const tier = async () => (await json(await t.app.request("/api/me", { headers: { cookie } }))).tier;
const subscription = (status: string) => ({
  id: "sub_test_1",
  object: "subscription",
  customer: "cus_test_1",
  status,
  items: { data: [{ price: { id: "price_test_yearly" }, current_period_end: 1_900_000_000 }] },
});

describe("POST /api/stripe/webhook", () => {
  it("follows a checkout and the subscription's life: premium while active, gone when deleted", async () => {
    expect(await tier()).toBe("registered");
    const linked = await deliver(
      event("checkout.session.completed", {
        object: "checkout.session",
        customer: "cus_test_1",
        client_reference_id: userId,
      }),
    );
    expect(await json(linked)).toEqual({ received: true, outcome: "linked" });
    expect((await deliver(event("customer.subscription.created", subscription("active")))).status).toBe(200);
    expect(await tier()).toBe("subscriber");
    const row = await t.db
      .selectFrom("stripe_subscriptions")
      .selectAll()
      .where("id", "=", "sub_test_1")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "active", price_id: "price_test_yearly", manual: false });
    expect(new Date(row.current_period_end as Date).getTime()).toBe(1_900_000_000_000);

    await deliver(event("customer.subscription.updated", subscription("past_due")));
    expect(await tier()).toBe("registered");
    await deliver(event("customer.subscription.updated", subscription("active")));
    expect(await tier()).toBe("subscriber");
    await deliver(event("customer.subscription.deleted", subscription("canceled")));
    expect(await tier()).toBe("registered");
  });

  it("acknowledges events for unknown customers and types without changing anything", async () => {
    const unknown = await deliver(
      event("customer.subscription.created", { ...subscription("active"), customer: "cus_nobody" }),
    );
    expect(await json(unknown)).toEqual({ received: true, outcome: "ignored" });
    expect(await json(await deliver(event("invoice.paid", { object: "invoice" })))).toEqual({
      received: true,
      outcome: "ignored",
    });
  });

  it("refuses a forged or missing signature with a 400, and does not exist without the secret", async () => {
    const forged = await deliver(
      event("checkout.session.completed", { customer: "cus_x", client_reference_id: userId }),
      "whsec_wrong_secret_000",
    );
    expect(forged.status).toBe(400);
    expect((await json(forged)).error.message).toBe("The Stripe signature does not match this event.");
    const unsigned = await t.app.request("/api/stripe/webhook", { method: "POST", body: "{}" });
    expect(unsigned.status).toBe(400);
    expect((await json(unsigned)).error.message).toBe("The Stripe-Signature header is missing.");
    const off = await createTestApp();
    expect((await off.app.request("/api/stripe/webhook", { method: "POST", body: "{}" })).status).toBe(404);
    await off.close();
  });
});

it("the database keeps exactly the subscription statuses schema.ts lists", async () => {
  await t.db
    .insertInto("stripe_customers")
    .values({ customer_id: "cus_statuses", user_id: userId, deleted_at: null })
    .execute();
  const store = (status: string) =>
    t.db
      .insertInto("stripe_subscriptions")
      .values({
        id: `sub_status_${status}`,
        customer_id: "cus_statuses",
        status: status as SubscriptionStatus,
        price_id: null,
        current_period_end: null,
        deleted_at: new Date(),
      })
      .execute();
  for (const status of subscriptionStatuses) await store(status);
  await expect(store("expired")).rejects.toThrow();
});
