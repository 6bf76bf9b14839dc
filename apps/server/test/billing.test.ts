import { billingStatusSchema, redirectResponseSchema } from "@gradeatlas/contracts/billing";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeStandIn, startStripeStandIn } from "../../../test-support/stripe/stand-in.ts";
import { grantManualPlan } from "../src/features/sys-admin/grant-manual-plan.ts";
import { createLogger } from "../src/logger.ts";
import { approveDomain, json, markVerified, signIn, signUp } from "./support/accounts.ts";
import { createTestApp, jsonRequest } from "./support/test-app.ts";

// Checkout, the Customer Portal, the billing status and the webhooks, with
// the official Stripe SDK talking to a local stand-in that checks requests as
// Stripe documents them, and events signed with Stripe's real scheme.
const BASE_URL = "http://gradeatlas.test";
const SECRET = "whsec_test_billing_0123456789";
const PRICES = {
  price_personal_month: { interval: "month", amount: 900 },
  price_personal_year: { interval: "year", amount: 9000 },
  price_institution_year: { interval: "year", amount: 90000 },
} as const;

let stripe: StripeStandIn;
let t: Awaited<ReturnType<typeof createTestApp>>;
const cookies: Record<string, string> = {};

async function user(email: string, { verified = true, admin = false } = {}) {
  await signUp(t, email);
  if (verified) await markVerified(t.db, email);
  if (admin) await t.db.updateTable("users").set({ role: "admin" }).where("email", "=", email).execute();
  cookies[email] = await signIn(t, email);
  return (await t.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
}
const as = (email: string, init: RequestInit = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), cookie: cookies[email] as string },
});
const checkout = (email: string, body: unknown) =>
  t.app.request("/api/v1/billing/checkout", as(email, jsonRequest("POST", body)));
const tier = async (email: string) => (await json(await t.app.request("/api/me", as(email)))).tier;
const billing = async (email: string) =>
  billingStatusSchema.parse(await json(await t.app.request("/api/v1/billing", as(email))));
const sessionIdOf = (url: string) => url.split("/").pop() as string;
const lastRequest = (path: string) => [...stripe.requests].reverse().find((r) => r.path === path);

beforeAll(async () => {
  stripe = await startStripeStandIn({ baseUrl: BASE_URL, prices: PRICES, webhookSecret: SECRET });
  t = await createTestApp({
    env: {
      // Each sign-in comes from its own made-up address (accounts.ts), so the many here share no rate limit.
      TRUST_PROXY: "true",
      BASE_URL,
      STRIPE_SECRET_KEY: "sk_test_gradeatlas_billing",
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_PERSONAL_MONTHLY: "price_personal_month",
      STRIPE_PRICE_PERSONAL_YEARLY: "price_personal_year",
      STRIPE_PRICE_INSTITUTION_YEARLY: "price_institution_year",
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

describe("checkout", () => {
  it("creates a Stripe customer and a subscription Checkout Session carrying the user, plan and our URLs; completing it gives premium", async () => {
    const userId = await user("buyer@example.org");
    expect(await tier("buyer@example.org")).toBe("registered");

    const res = await checkout("buyer@example.org", { plan: "personal", interval: "year" });
    expect(res.status).toBe(200);
    const { url } = redirectResponseSchema.parse(await json(res));
    expect(url).toBe(`${stripe.pagesUrl}/c/pay/${sessionIdOf(url)}`);
    expect(sessionIdOf(url)).toMatch(/^cs_test_/);

    const customer = lastRequest("/v1/customers");
    expect(customer?.body).toEqual({ email: "buyer@example.org", metadata: { user_id: userId } });
    expect(customer?.headers.authorization).toBe("Bearer sk_test_gradeatlas_billing");
    const linked = await t.db.selectFrom("stripe_customers").selectAll().where("user_id", "=", userId).execute();
    expect(linked).toHaveLength(1);
    expect(stripe.customers.get(linked[0]?.customer_id as string)).toMatchObject({ email: "buyer@example.org" });

    const session = lastRequest("/v1/checkout/sessions")?.body;
    expect(session).toEqual({
      mode: "subscription",
      customer: linked[0]?.customer_id,
      client_reference_id: userId,
      line_items: [{ price: "price_personal_year", quantity: "1" }],
      success_url: `${BASE_URL}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${BASE_URL}/premium?checkout=cancelled`,
      metadata: { user_id: userId, plan: "personal", interval: "year" },
      subscription_data: { metadata: { user_id: userId, plan: "personal" } },
    });

    // Until Stripe's webhook lands nothing is unlocked: no fake success.
    expect(await tier("buyer@example.org")).toBe("registered");
    expect((await billing("buyer@example.org")).status).toBeNull();

    const done = await stripe.completeCheckout(sessionIdOf(url));
    expect(done.answers.map((a) => a.body.outcome)).toEqual(["updated", "updated", "linked"]);
    expect(await tier("buyer@example.org")).toBe("subscriber");
    const status = await billing("buyer@example.org");
    expect(status).toMatchObject({
      configured: true,
      plan: "personal",
      interval: "year",
      status: "active",
      subscriptionStatus: "active",
      active: true,
      cancelAtPeriodEnd: false,
      paymentMethod: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2031 },
      paymentProblem: null,
      canManage: true,
    });
    expect(status.currentPeriodEnd).toBe(
      new Date(
        ((done.subscription.items as { data: { current_period_end: number }[] }).data[0]?.current_period_end ?? 0) *
          1000,
      ).toISOString(),
    );
    expect(status.invoices).toEqual([
      {
        id: done.invoice.id,
        number: "GA-0001",
        amount: 9000,
        currency: "usd",
        status: "paid",
        hostedInvoiceUrl: `https://invoice.stripe.com/i/${done.invoice.id}`,
        created: expect.any(String),
      },
    ]);
  });

  it("reuses the user's Stripe customer for a second checkout instead of creating another", async () => {
    const userId = await user("returning@example.org");
    const first = await checkout("returning@example.org", { plan: "personal", interval: "month" });
    expect(first.status).toBe(200);
    const customersBefore = stripe.customers.size;
    const second = await checkout("returning@example.org", { plan: "personal", interval: "year" });
    expect(second.status).toBe(200);
    expect(stripe.customers.size).toBe(customersBefore);
    const rows = await t.db
      .selectFrom("stripe_customers")
      .select("customer_id")
      .where("user_id", "=", userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(lastRequest("/v1/checkout/sessions")?.body.customer).toBe(rows[0]?.customer_id);
  });

  it("refuses a second plan while one is active (409)", async () => {
    const res = await checkout("buyer@example.org", { plan: "personal", interval: "month" });
    expect(res.status).toBe(409);
    expect((await json(res)).error.message).toBe("You already have an active plan. Change or cancel it from Billing.");
  });

  it("refuses bad input with a 400 and an unverified address with a 403, before calling Stripe", async () => {
    await user("careless@example.org");
    await user("unverified@example.org", { verified: false });
    const calls = stripe.requests.length;
    for (const body of [
      {},
      { plan: "gold", interval: "year" },
      { plan: "personal", interval: "week" },
      { plan: "personal", interval: "year", extra: 1 },
    ]) {
      const res = await checkout("careless@example.org", body);
      expect(res.status).toBe(400);
      expect((await json(res)).error.code).toBe("validation_failed");
    }
    const notJson = await t.app.request(
      "/api/v1/billing/checkout",
      as("careless@example.org", { method: "POST", body: "plan=personal" }),
    );
    expect(notJson.status).toBe(415);
    const good = await checkout("careless@example.org", { plan: "personal", interval: "year" });
    expect(good.status).toBe(200);
    const unverified = await checkout("unverified@example.org", { plan: "personal", interval: "year" });
    expect(unverified.status).toBe(403);
    expect((await json(unverified)).error.message).toMatch(/^Verify your e-mail address/);
    expect(stripe.requests.length).toBe(calls + 2); // the one good checkout: a customer and a session
  });

  it("sells the Institution plan only to an institution's admin", async () => {
    await user("teacher@uni.example");
    const notAdmin = await checkout("teacher@uni.example", { plan: "institution", interval: "year" });
    expect(notAdmin.status).toBe(403);
    expect((await json(notAdmin)).error.message).toBe("Only an institution's admin can buy the Institution plan.");

    await user("head@uni.example", { admin: true });
    // No institution yet (its domain is not approved, and none was founded).
    const unapproved = await checkout("head@uni.example", { plan: "institution", interval: "year" });
    expect(unapproved.status).toBe(409);
    expect((await json(unapproved)).error.message).toBe(
      "Create your institution in My Team first: the Institution plan gives its members premium.",
    );
    await user("boss@gmail.com", { admin: true });
    const shared = await checkout("boss@gmail.com", { plan: "institution", interval: "year" });
    expect(shared.status).toBe(409);

    await approveDomain(t.db, "uni.example");
    // The Institution plan is sold yearly only.
    const monthlyApproved = await checkout("head@uni.example", { plan: "institution", interval: "month" });
    expect(monthlyApproved.status).toBe(422);
    expect((await json(monthlyApproved)).error.message).toBe("The institution plan is not sold monthly.");
    const ok = await checkout("head@uni.example", { plan: "institution", interval: "year" });
    expect(ok.status).toBe(200);
    expect(lastRequest("/v1/checkout/sessions")?.body.line_items).toEqual([
      { price: "price_institution_year", quantity: "1" },
    ]);
    expect(lastRequest("/v1/checkout/sessions")?.body.metadata).toMatchObject({ plan: "institution" });
    const metadata = lastRequest("/v1/checkout/sessions")?.body.metadata as { institution_id?: string } | undefined;
    expect(metadata?.institution_id).toMatch(/^[0-9a-f-]{36}$/);
    // Paid: the admin's approved domain gets premium (SPEC §6).
    expect(await tier("teacher@uni.example")).toBe("registered");
    await stripe.completeCheckout(sessionIdOf((await json(ok)).url));
    expect(await tier("teacher@uni.example")).toBe("subscriber");
    expect((await billing("head@uni.example")).plan).toBe("institution");
  });
});

describe("webhooks", () => {
  let subId: string;
  beforeAll(async () => {
    await user("renewer@example.org");
    const res = await checkout("renewer@example.org", { plan: "personal", interval: "month" });
    subId = (await stripe.completeCheckout(sessionIdOf((await json(res)).url))).subscription.id as string;
  }, 60_000);

  it("applies an event delivered twice once", async () => {
    const cancelLater = stripe.updateSubscription(subId, { cancel_at_period_end: true });
    expect((await stripe.send(cancelLater)).body.outcome).toBe("updated");
    // The customer undoes it within the same second; then Stripe redelivers the first event (at least once).
    const undo = { ...stripe.updateSubscription(subId, { cancel_at_period_end: false }), created: cancelLater.created };
    expect((await stripe.send(undo)).body.outcome).toBe("updated");
    const again = await stripe.send(cancelLater);
    expect((await billing("renewer@example.org")).cancelAtPeriodEnd).toBe(false);
    expect(again).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    const recorded = await t.db.selectFrom("stripe_events").select("id").where("id", "=", cancelLater.id).execute();
    expect(recorded).toHaveLength(1);
  });

  it("ignores an older subscription.updated that arrives after a newer one", async () => {
    const older = stripe.updateSubscription(subId, { cancel_at_period_end: false, status: "active" });
    const newer = stripe.updateSubscription(subId, { cancel_at_period_end: true, status: "active" });
    expect((await stripe.send(newer)).body.outcome).toBe("updated");
    expect((await stripe.send(older)).body.outcome).toBe("stale");
    const status = await billing("renewer@example.org");
    expect(status.cancelAtPeriodEnd).toBe(true);
    expect(status.active).toBe(true);
  });

  it("a failed renewal sets paymentProblem with the invoice to pay and ends premium while past due", async () => {
    const answers = await stripe.failRenewal(subId);
    expect(answers.map((a) => a.body.outcome)).toEqual(["updated", "updated"]);
    const status = await billing("renewer@example.org");
    expect(status.status).toBe("past_due");
    expect(status.paymentProblem).toEqual({
      message: "Your last payment failed. Update your payment method to keep premium.",
      invoiceUrl: expect.stringMatching(/^https:\/\/invoice\.stripe\.com\/i\/in_test_/),
    });
    expect(status.invoices[0]?.status).toBe("payment_failed");
    expect(await tier("renewer@example.org")).toBe("registered");
  });

  it("a deleted subscription ends premium, and a late update cannot bring it back", async () => {
    // The customer paid after all: premium again.
    expect((await stripe.send(stripe.updateSubscription(subId, { status: "active" }))).body.outcome).toBe("updated");
    expect(await tier("renewer@example.org")).toBe("subscriber");
    const late = stripe.updateSubscription(subId, { status: "active", cancel_at_period_end: true });
    const deleted = stripe.deleteSubscription(subId);
    expect((await stripe.send(deleted)).body.outcome).toBe("updated");
    expect(await tier("renewer@example.org")).toBe("registered");
    // An older update delivered after the deletion, and even a newer one: a deleted subscription stays deleted.
    expect((await stripe.send(late)).body.outcome).toBe("stale");
    expect((await stripe.send(stripe.updateSubscription(subId, { status: "active" }))).body.outcome).toBe("stale");
    expect(await tier("renewer@example.org")).toBe("registered");
    expect((await billing("renewer@example.org")).status).toBeNull();
  });

  it("a deleted customer ends premium", async () => {
    await user("leaver@example.org");
    const res = await checkout("leaver@example.org", { plan: "personal", interval: "year" });
    const done = await stripe.completeCheckout(sessionIdOf((await json(res)).url));
    expect(await tier("leaver@example.org")).toBe("subscriber");
    expect((await stripe.send(stripe.deleteCustomer(done.subscription.customer as string))).body.outcome).toBe(
      "updated",
    );
    expect(await tier("leaver@example.org")).toBe("registered");
  });
});

describe("webhooks out of order", () => {
  it("links a subscription that arrives before its checkout by the user id our checkout put in its metadata", async () => {
    const userId = await user("early@example.org");
    // A customer Stripe knows but we never linked (e.g. our insert was lost).
    const customer = "cus_test_unlinked_early";
    stripe.customers.set(customer, { id: customer, object: "customer" });
    const sub = {
      id: "sub_test_early",
      object: "subscription",
      customer,
      status: "active",
      cancel_at_period_end: false,
      metadata: { user_id: userId, plan: "personal" },
      items: {
        data: [
          {
            price: { id: "price_personal_month", recurring: { interval: "month" } },
            current_period_end: 1_950_000_000,
          },
        ],
      },
    };
    expect((await stripe.send(stripe.event("customer.subscription.created", sub))).body.outcome).toBe("updated");
    expect(await tier("early@example.org")).toBe("subscriber");
    expect(await billing("early@example.org")).toMatchObject({ plan: "personal", interval: "month", active: true });
    // Without our metadata, a subscription of an unknown customer changes nothing.
    const stranger = { ...sub, id: "sub_test_stranger", customer: "cus_test_stranger", metadata: {} };
    expect((await stripe.send(stripe.event("customer.subscription.created", stranger))).body.outcome).toBe("ignored");
  });

  it("a late checkout.session.completed does not bring back a deleted customer", async () => {
    const userId = await user("gone@example.org");
    const res = await checkout("gone@example.org", { plan: "personal", interval: "year" });
    const done = await stripe.completeCheckout(sessionIdOf((await json(res)).url));
    const completed = done.events[2] as (typeof done.events)[number];
    expect((await stripe.send(stripe.deleteCustomer(done.subscription.customer as string))).body.outcome).toBe(
      "updated",
    );
    // Redelivered with a new id, as after a replay from Stripe's dashboard.
    const replay = { ...completed, id: `${completed.id}_replay` };
    expect((await stripe.send(replay)).body.outcome).toBe("linked");
    expect(await tier("gone@example.org")).toBe("registered");
    const live = await t.db
      .selectFrom("stripe_customers")
      .select("customer_id")
      .where("user_id", "=", userId)
      .where("deleted_at", "is", null)
      .execute();
    expect(live).toEqual([]);
  });
});

describe("portal", () => {
  it("answers the URL of a Customer Portal session for the user's customer, coming back to /account/billing", async () => {
    const res = await t.app.request("/api/v1/billing/portal", as("buyer@example.org", { method: "POST" }));
    expect(res.status).toBe(200);
    expect(redirectResponseSchema.parse(await json(res)).url).toMatch(
      new RegExp(`^${stripe.pagesUrl}/p/session/bps_test_`),
    );
    const customer = (
      await t.db
        .selectFrom("stripe_customers as c")
        .innerJoin("users as u", "u.id", "c.user_id")
        .select("c.customer_id")
        .where("u.email", "=", "buyer@example.org")
        .executeTakeFirstOrThrow()
    ).customer_id;
    expect(lastRequest("/v1/billing_portal/sessions")?.body).toEqual({
      customer,
      return_url: `${BASE_URL}/account/billing`,
    });
  });

  it("turns Stripe's refusal into a plain 503 that says what to do, with Stripe's words kept for the log", async () => {
    // Deleted at Stripe, and the customer.deleted event has not arrived yet.
    const customer = (
      await t.db
        .selectFrom("stripe_customers as c")
        .innerJoin("users as u", "u.id", "c.user_id")
        .select("c.customer_id")
        .where("u.email", "=", "returning@example.org")
        .executeTakeFirstOrThrow()
    ).customer_id;
    (stripe.customers.get(customer) as Record<string, unknown>).deleted = true;
    const res = await t.app.request("/api/v1/billing/portal", as("returning@example.org", { method: "POST" }));
    expect(res.status).toBe(503);
    expect((await json(res)).error.message).toBe(
      "Stripe did not accept this request. Please try again later, or write to support.",
    );
  });

  it("is a 409 for a user without a Stripe customer", async () => {
    await user("browser@example.org");
    const res = await t.app.request("/api/v1/billing/portal", as("browser@example.org", { method: "POST" }));
    expect(res.status).toBe(409);
    expect((await json(res)).error.message).toBe("There is no billing account to manage yet: choose a plan first.");
    const status = await billing("browser@example.org");
    expect(status).toMatchObject({ plan: null, status: null, active: false, canManage: false, invoices: [] });
  });
});

describe("the stand-in refuses what Stripe refuses", () => {
  const sdk = (key = "sk_test_gradeatlas_billing") => {
    const base = new URL(stripe.url);
    return new Stripe(key, { host: base.hostname, port: base.port, protocol: "http", maxNetworkRetries: 0 });
  };
  const valid = () => ({
    mode: "subscription" as const,
    customer: [...stripe.customers.keys()][0] as string,
    line_items: [{ price: "price_personal_year", quantity: 1 }],
    success_url: `${BASE_URL}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${BASE_URL}/premium?checkout=cancelled`,
  });
  const refusal = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (err: InstanceType<typeof Stripe.errors.StripeError>) => ({
        type: err.type,
        status: err.statusCode,
        param: err.param,
      }),
    );

  it("answers Stripe-shaped errors the SDK understands", async () => {
    expect(await sdk().checkout.sessions.create(valid())).toMatchObject({
      object: "checkout.session",
      mode: "subscription",
    });
    const bad = [
      [{ ...valid(), line_items: [{ price: "price_unknown", quantity: 1 }] }, "line_items[0][price]"],
      [{ ...valid(), mode: "payment" as const }, "line_items[0][price]"],
      [{ ...valid(), customer: "cus_nobody" }, "customer"],
      [{ ...valid(), success_url: "https://elsewhere.example/done" }, "success_url"],
      [{ ...valid(), metadata: { ["k".repeat(41)]: "v" } }, `metadata[${"k".repeat(41)}]`],
    ] as [Stripe.Checkout.SessionCreateParams, string][];
    for (const [params, param] of bad) {
      expect(await refusal(sdk().checkout.sessions.create(params))).toEqual({
        type: "StripeInvalidRequestError",
        status: 400,
        param,
      });
    }
    expect(await refusal(sdk("sk_live_nottest").customers.create({}))).toMatchObject({
      type: "StripeAuthenticationError",
      status: 401,
    });
  });
});

describe("without Stripe keys", () => {
  let off: Awaited<ReturnType<typeof createTestApp>>;
  let cookie: string;
  beforeAll(async () => {
    off = await createTestApp();
    await signUp(off, "nokeys@example.org");
    await markVerified(off.db, "nokeys@example.org");
    cookie = await signIn(off, "nokeys@example.org");
  }, 60_000);
  afterAll(async () => {
    await off.close();
  });

  it("answers checkout and portal with a plain 503, and billing says it is not configured", async () => {
    const message = "Online billing is not configured on this server. An operator can grant a plan by hand.";
    const res = await off.app.request("/api/v1/billing/checkout", {
      ...jsonRequest("POST", { plan: "personal", interval: "year" }),
      headers: { "content-type": "application/json", cookie },
    });
    expect(res.status).toBe(503);
    expect((await json(res)).error.message).toBe(message);
    const portal = await off.app.request("/api/v1/billing/portal", { method: "POST", headers: { cookie } });
    expect(portal.status).toBe(503);
    expect((await json(portal)).error.message).toBe(message);
    const status = billingStatusSchema.parse(
      await json(await off.app.request("/api/v1/billing", { headers: { cookie } })),
    );
    expect(status).toMatchObject({ configured: false, canManage: false, plan: null });
  });

  it("shows a plan an operator granted by hand as it is today", async () => {
    const { id } = await off.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "nokeys@example.org")
      .executeTakeFirstOrThrow();
    await grantManualPlan(off.db, createLogger("silent"), id);
    const status = billingStatusSchema.parse(
      await json(await off.app.request("/api/v1/billing", { headers: { cookie } })),
    );
    expect(status).toMatchObject({ plan: "manual", status: "active", subscriptionStatus: "active", active: true });
    expect(status).toMatchObject({ canManage: false, paymentMethod: null, invoices: [], paymentProblem: null });
    expect((await json(await off.app.request("/api/me", { headers: { cookie } }))).tier).toBe("subscriber");
  });
});
