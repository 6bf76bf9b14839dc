import { billingStatusSchema, redirectResponseSchema } from "@gradeatlas/contracts/billing";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeStandIn, startStripeStandIn } from "../../../test-support/stripe/stand-in.ts";
import { json, markVerified, signIn, signUp } from "./support/accounts.ts";
import { createTestApp, jsonRequest } from "./support/test-app.ts";

// What happens when things overlap: two checkouts of one user at the same
// moment, and Stripe events of the same second arriving in any order. The
// official SDK talks to the local stand-in, which honours Idempotency-Key as
// Stripe documents it.
const BASE_URL = "http://gradeatlas.test";
const SECRET = "whsec_test_billing_races_0123456789";
const PRICES = {
  price_personal_month: { interval: "month", amount: 900 },
  price_personal_year: { interval: "year", amount: 9000 },
} as const;

let stripe: StripeStandIn;
let t: Awaited<ReturnType<typeof createTestApp>>;
const cookies: Record<string, string> = {};

async function user(email: string) {
  await signUp(t, email);
  await markVerified(t.db, email);
  cookies[email] = await signIn(t, email);
  return (await t.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
}
const as = (email: string, init: RequestInit = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), cookie: cookies[email] as string },
});
const checkout = (email: string, interval: "month" | "year" = "year") =>
  t.app.request("/api/v1/billing/checkout", as(email, jsonRequest("POST", { plan: "personal", interval })));
const tier = async (email: string) => (await json(await t.app.request("/api/me", as(email)))).tier;
const billing = async (email: string) =>
  billingStatusSchema.parse(await json(await t.app.request("/api/v1/billing", as(email))));
const customersOf = (email: string) => [...stripe.customers.values()].filter((c) => c.email === email);

beforeAll(async () => {
  stripe = await startStripeStandIn({ baseUrl: BASE_URL, prices: PRICES, webhookSecret: SECRET });
  t = await createTestApp({
    env: {
      TRUST_PROXY: "true",
      BASE_URL,
      STRIPE_SECRET_KEY: "sk_test_gradeatlas_races",
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_PERSONAL_MONTHLY: "price_personal_month",
      STRIPE_PRICE_PERSONAL_YEARLY: "price_personal_year",
      STRIPE_API_BASE: stripe.url,
    },
  });
  stripe.connect(async (payload, signature) =>
    t.app.request("/api/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    }),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

describe("the stand-in's Idempotency-Key, as Stripe documents it", () => {
  const sdk = () => {
    const base = new URL(stripe.url);
    return new Stripe("sk_test_gradeatlas_races", {
      host: base.hostname,
      port: base.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
  };

  it("answers the same key with the same parameters with the same object, and refuses other parameters", async () => {
    const first = await sdk().customers.create({ email: "same@example.org" }, { idempotencyKey: "key-same" });
    const again = await sdk().customers.create({ email: "same@example.org" }, { idempotencyKey: "key-same" });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(customersOf("same@example.org")).toHaveLength(1);
    const other = await sdk()
      .customers.create({ email: "other@example.org" }, { idempotencyKey: "key-same" })
      .then(
        () => null,
        (err: InstanceType<typeof Stripe.errors.StripeError>) => ({ type: err.type, status: err.statusCode }),
      );
    expect(other).toEqual({ type: "StripeIdempotencyError", status: 400 });
    expect(customersOf("other@example.org")).toHaveLength(0);
  });
});

describe("two checkouts at once", () => {
  it("create one Stripe customer, linked once, that both checkout sessions use", async () => {
    const userId = await user("twice@example.org");
    // Both requests reach Stripe before either has its answer, as a double click can.
    const held = stripe.hold("POST /v1/customers");
    const both = Promise.all([checkout("twice@example.org", "month"), checkout("twice@example.org", "year")]);
    await held.arrived(2);
    held.release();
    const answers = await both;
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    for (const res of answers) redirectResponseSchema.parse(await json(res));

    expect(customersOf("twice@example.org")).toHaveLength(1);
    const customer = customersOf("twice@example.org")[0]?.id;
    const linked = await t.db
      .selectFrom("stripe_customers")
      .select("customer_id")
      .where("user_id", "=", userId)
      .execute();
    expect(linked).toEqual([{ customer_id: customer }]);
    const sessions = [...stripe.sessions.values()].filter((s) => s.client_reference_id === userId);
    expect(sessions.map((s) => s.customer)).toEqual([customer, customer]);
  });

  it("after Stripe deleted the customer, the next checkout creates a new one instead of Stripe's saved answer", async () => {
    await user("again@example.org");
    const first = await checkout("again@example.org");
    expect(first.status).toBe(200);
    const gone = customersOf("again@example.org")[0]?.id as string;
    expect((await stripe.send(stripe.deleteCustomer(gone))).body.outcome).toBe("updated");

    const second = await checkout("again@example.org");
    expect(second.status).toBe(200);
    const live = customersOf("again@example.org").filter((c) => !c.deleted);
    expect(live).toHaveLength(1);
    expect(live[0]?.id).not.toBe(gone);
    expect([...stripe.sessions.values()].at(-1)?.customer).toBe(live[0]?.id);
  });
});

describe("events of the same second", () => {
  let customer: string;
  let subId: string;
  let second = 1_950_000_000;

  beforeAll(async () => {
    await user("same-second@example.org");
    const res = await checkout("same-second@example.org", "month");
    const done = await stripe.completeCheckout((await json(res)).url.split("/").pop());
    customer = done.subscription.customer as string;
    subId = done.subscription.id as string;
  }, 60_000);

  const subscription = (id: string, status: string, change: Record<string, unknown> = {}) => ({
    ...(stripe.subscriptions.get(subId) as Record<string, unknown>),
    id,
    customer,
    status,
    cancel_at_period_end: false,
    ...change,
  });
  const statusOf = async (id: string) =>
    (await t.db.selectFrom("stripe_subscriptions").select("status").where("id", "=", id).executeTakeFirstOrThrow())
      .status;

  it("a subscription.deleted is not undone by an update of the same second that arrives after it", async () => {
    const at = ++second;
    const updated = stripe.event("customer.subscription.updated", subscription(subId, "active"), at);
    const deleted = stripe.event("customer.subscription.deleted", subscription(subId, "canceled"), at);
    expect((await stripe.send(deleted)).body.outcome).toBe("updated");
    expect((await stripe.send(updated)).body.outcome).toBe("stale");
    expect(await tier("same-second@example.org")).toBe("registered");
    expect((await billing("same-second@example.org")).status).toBeNull();
  });

  it("a late subscription.created does not undo the update of the same second that followed it", async () => {
    const id = "sub_test_same_second_created";
    const at = ++second;
    const created = stripe.event("customer.subscription.created", subscription(id, "incomplete"), at);
    const paid = stripe.event("customer.subscription.updated", subscription(id, "active"), at);
    expect((await stripe.send(paid)).body.outcome).toBe("updated");
    expect((await stripe.send(created)).body.outcome).toBe("stale");
    expect(await statusOf(id)).toBe("active");
    expect(await tier("same-second@example.org")).toBe("subscriber");
  });

  it("ends in the same state whatever order one second's subscription events arrive in", async () => {
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    const finals: string[] = [];
    for (const [n, order] of orders.entries()) {
      const id = `sub_test_order_${n}`;
      const at = ++second;
      const events = [
        stripe.event("customer.subscription.created", subscription(id, "incomplete"), at),
        stripe.event("customer.subscription.updated", subscription(id, "active"), at),
        stripe.event("customer.subscription.updated", subscription(id, "past_due"), at),
      ];
      for (const i of order) await stripe.send(events[i] as (typeof events)[number]);
      finals.push(await statusOf(id));
    }
    expect(finals).toEqual(Array(orders.length).fill("past_due"));
  });

  it("an invoice paid in the same second as its failed attempt stays paid, with no payment problem", async () => {
    await user("invoice@example.org");
    const res = await checkout("invoice@example.org", "month");
    const done = await stripe.completeCheckout((await json(res)).url.split("/").pop());
    const at = ++second;
    const invoice = { ...done.invoice, id: "in_test_same_second", number: "GA-9999", created: at };
    const failed = stripe.event("invoice.payment_failed", { ...invoice, status: "open" }, at);
    const paid = stripe.event("invoice.paid", { ...invoice, status: "paid" }, at);
    expect((await stripe.send(paid)).body.outcome).toBe("updated");
    expect((await stripe.send(failed)).body.outcome).toBe("stale");
    const status = await billing("invoice@example.org");
    expect(status.invoices.find((i) => i.id === invoice.id)?.status).toBe("paid");
    expect(status.paymentProblem).toBeNull();
  });
});
