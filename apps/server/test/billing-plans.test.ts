import { plansResponseSchema } from "@gradeatlas/contracts/billing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json } from "./support/accounts.ts";
import { createTestApp } from "./support/test-app.ts";

let unconfigured: Awaited<ReturnType<typeof createTestApp>>;
let configured: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  unconfigured = await createTestApp({ env: { PLAN_PERSONAL_MONTHLY_AMOUNT: "900", PLAN_CURRENCY: "eur" } });
  configured = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: "sk_test_plans123",
      STRIPE_WEBHOOK_SECRET: "whsec_test_0123456789",
      STRIPE_PRICE_PERSONAL_YEARLY: "price_personal_year",
      STRIPE_PRICE_INSTITUTION_YEARLY: "price_institution_year",
    },
  });
}, 120_000);
afterAll(async () => {
  await unconfigured.close();
  await configured.close();
});

describe("GET /api/v1/billing/plans", () => {
  it("shows every plan without Stripe keys, none of them purchasable, with the configured display prices", async () => {
    const t = unconfigured;
    const res = await t.app.request("/api/v1/billing/plans");
    expect(res.status).toBe(200);
    const body = plansResponseSchema.parse(await json(res));
    expect(body.configured).toBe(false);
    expect(body.plans.map((p) => p.id)).toEqual(["personal", "institution"]);
    expect(body.plans[0]?.prices).toEqual([
      { interval: "month", amount: 900, currency: "eur", purchasable: false },
      { interval: "year", amount: null, currency: "eur", purchasable: false },
    ]);
    expect(body.plans[1]?.prices.map((p) => p.interval)).toEqual(["year"]);
  });

  it("marks exactly the prices with a Stripe price id as purchasable once keys are set", async () => {
    const t = configured;
    const body = plansResponseSchema.parse(await json(await t.app.request("/api/v1/billing/plans")));
    expect(body.configured).toBe(true);
    const purchasable = body.plans.flatMap((p) =>
      p.prices.filter((x) => x.purchasable).map((x) => `${p.id}/${x.interval}`),
    );
    expect(purchasable).toEqual(["personal/year", "institution/year"]);
  });
});
