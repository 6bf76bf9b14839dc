import { accountSchema } from "@gradeatlas/contracts/account";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authPost, grantSubscription, json, markVerified, signIn, signUp } from "./support/accounts.ts";
import { createTestApp } from "./support/test-app.ts";

// GET /api/v1/account: the few facts the account page shows, never the export's
// sessions, addresses or plans.
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const account = (cookie?: string) => t.app.request("/api/v1/account", { headers: cookie ? { cookie } : {} });

describe("GET /api/v1/account", () => {
  it("answers 401 to a guest", async () => {
    const res = await account();
    expect(res.status).toBe(401);
  });

  it("gives a signed-in user their account, matching the contract and never cached", async () => {
    await signUp(t, "profile@example.org");
    const cookie = await signIn(t, "profile@example.org");
    const res = await account(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await json(res);
    expect(accountSchema.strict().parse(body)).toMatchObject({
      email: "profile@example.org",
      fullName: "",
      emailVerified: false,
      tier: "registered",
      premiumSource: "none",
    });
  });

  it("shows the name the user saved and the premium they have", async () => {
    await signUp(t, "named@example.org");
    await markVerified(t.db, "named@example.org");
    await grantSubscription(t.db, "named@example.org");
    const cookie = await signIn(t, "named@example.org");
    const saved = await authPost(t, "/update-user", { fullName: "Ana Silva", name: "Ana Silva" }, cookie);
    expect(saved.status).toBe(200);
    const body = accountSchema.parse(await json(await account(cookie)));
    expect(body).toMatchObject({
      fullName: "Ana Silva",
      emailVerified: true,
      tier: "subscriber",
      premiumSource: "personal",
    });
  });
});
