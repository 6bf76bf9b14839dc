import { billingStatusSchema, redirectResponseSchema } from "@gradeatlas/contracts/billing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeStandIn, startStripeStandIn } from "../../../test-support/stripe/stand-in.ts";
import { json, markVerified, signIn, signUp } from "./support/accounts.ts";
import { createTestApp, jsonRequest } from "./support/test-app.ts";

// GET /api/me carries a yes/no for the payment banner, so the web app reads
// GET /api/v1/billing only for someone who has a payment to fix. The flag
// must say yes exactly when the billing status has a paymentProblem.
const BASE_URL = "http://gradeatlas.test";
const SECRET = "whsec_test_payment_problem_0123";

let stripe: StripeStandIn;
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;

const me = async (withCookie = true) => json(await t.app.request("/api/me", withCookie ? { headers: { cookie } } : {}));
const billing = async () =>
  billingStatusSchema.parse(await json(await t.app.request("/api/v1/billing", { headers: { cookie } })));

beforeAll(async () => {
  stripe = await startStripeStandIn({
    baseUrl: BASE_URL,
    prices: { price_personal_month: { interval: "month", amount: 900 } },
    webhookSecret: SECRET,
  });
  t = await createTestApp({
    env: {
      TRUST_PROXY: "true",
      BASE_URL,
      STRIPE_SECRET_KEY: "sk_test_gradeatlas_payment_flag",
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_PERSONAL_MONTHLY: "price_personal_month",
      STRIPE_API_BASE: stripe.url,
    },
  });
  stripe.connect((payload, signature) =>
    t.app.request("/api/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    }),
  );
  await signUp(t, "payer@example.org");
  await markVerified(t.db, "payer@example.org");
  cookie = await signIn(t, "payer@example.org");
}, 120_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

describe("GET /api/me's paymentProblem", () => {
  it("is false for guests and for a user without billing", async () => {
    expect((await me(false)).paymentProblem).toBe(false);
    expect((await me()).paymentProblem).toBe(false);
  });

  it("follows the billing status through a paid checkout, a failed renewal and the payment that fixes it", async () => {
    const res = await t.app.request(
      "/api/v1/billing/checkout",
      jsonRequest("POST", { plan: "personal", interval: "month" }, { cookie }),
    );
    const { url } = redirectResponseSchema.parse(await json(res));
    const done = await stripe.completeCheckout(url.split("/").pop() as string);
    expect((await me()).paymentProblem).toBe(false);
    expect((await billing()).paymentProblem).toBeNull();

    const subId = done.subscription.id as string;
    await stripe.failRenewal(subId);
    expect(await me()).toMatchObject({ tier: "registered", paymentProblem: true });
    expect((await billing()).paymentProblem).not.toBeNull();

    // The customer pays the failed invoice: Stripe reports it paid and the plan active again.
    const failed = [...stripe.invoices.values()].at(-1) as Record<string, unknown>;
    await stripe.send(stripe.event("invoice.paid", { ...failed, status: "paid", amount_paid: failed.amount_due }));
    await stripe.send(stripe.updateSubscription(subId, { status: "active" }));
    expect(await me()).toMatchObject({ tier: "subscriber", paymentProblem: false });
    expect((await billing()).paymentProblem).toBeNull();

    // Another renewal fails, then the plan ends: an ended plan asks for no payment.
    await stripe.failRenewal(subId);
    expect((await me()).paymentProblem).toBe(true);
    await stripe.send(stripe.deleteSubscription(subId));
    expect((await me()).paymentProblem).toBe(false);
    expect((await billing()).paymentProblem).toBeNull();
  });
});
