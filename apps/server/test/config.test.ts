import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";

describe("loadConfig", () => {
  it("uses the documented defaults", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.BASE_URL).toBe("http://localhost:3000");
    expect(c.DATA_DIR).toBe("./data");
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it("derives BASE_URL from PORT and drops a trailing slash", () => {
    expect(loadConfig({ PORT: "8080" }).BASE_URL).toBe("http://localhost:8080");
    expect(loadConfig({ BASE_URL: "https://gradeatlas.example/" }).BASE_URL).toBe("https://gradeatlas.example");
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["BASE_URL", "localhost:3000"],
    ["LOG_LEVEL", "loud"],
    ["TRUST_PROXY", "maybe"],
  ])("stops with a message naming %s when it is %s", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n\\s+${name}:`));
  });

  it("refuses to start in production without an auth secret, and reads operators and SMTP", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/BETTER_AUTH_SECRET: required in production/);
    expect(() => loadConfig({ BETTER_AUTH_SECRET: "short" })).toThrow(/BETTER_AUTH_SECRET: must be at least 32/);
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL: must start with smtp/);
    const c = loadConfig({
      OPERATOR_EMAILS: " Ops@Example.org, second@example.org ,",
      SMTP_URL: "smtp://127.0.0.1:2525",
    });
    expect(c.OPERATOR_EMAILS).toEqual(["ops@example.org", "second@example.org"]);
    expect(c.SMTP_URL).toBe("smtp://127.0.0.1:2525");
  });

  it("checks the billing settings: keys, price ids and amounts, and Stripe's API only in tests", () => {
    const keys = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_test_0123456789" };
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(
      /STRIPE_SECRET_KEY: must look like sk_test_/,
    );
    expect(() => loadConfig({ STRIPE_PRICE_PERSONAL_YEARLY: "prod_123" })).toThrow(
      /STRIPE_PRICE_PERSONAL_YEARLY: must be a Stripe price id/,
    );
    expect(() => loadConfig({ PLAN_PERSONAL_MONTHLY_AMOUNT: "9.99" })).toThrow(/PLAN_PERSONAL_MONTHLY_AMOUNT:/);
    expect(() => loadConfig({ PLAN_CURRENCY: "dollars" })).toThrow(/PLAN_CURRENCY: must be a three-letter/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_PRICE_PERSONAL_YEARLY: "price_1" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig(keys)).toThrow(/set at least one plan's Stripe price id/);
    expect(() =>
      loadConfig({
        ...keys,
        STRIPE_PRICE_PERSONAL_YEARLY: "price_1",
        NODE_ENV: "production",
        BETTER_AUTH_SECRET: "x".repeat(32),
        STRIPE_API_BASE: "http://127.0.0.1:12111",
      }),
    ).toThrow(/STRIPE_API_BASE: for tests only/);
    const c = loadConfig({
      ...keys,
      STRIPE_PRICE_PERSONAL_YEARLY: "price_1",
      PLAN_PERSONAL_YEARLY_AMOUNT: "9000",
      PLAN_CURRENCY: "EUR",
    });
    expect(c.PLAN_PERSONAL_YEARLY_AMOUNT).toBe(9000);
    expect(c.PLAN_CURRENCY).toBe("eur");
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
