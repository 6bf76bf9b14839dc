import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantManualPlan } from "../src/features/sys-admin/grant-manual-plan.ts";
import { createLogger } from "../src/logger.ts";
import { authPost, createRoleFixtures, json, signUp } from "./support/accounts.ts";
import { failInsertsInto } from "./support/plugins.ts";
import { createTestApp, jsonRequest } from "./support/test-app.ts";

// What operators do in /sys-admin, beyond who may do it (authorization-matrix.test.ts).
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookies: Awaited<ReturnType<typeof createRoleFixtures>>;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  cookies = await createRoleFixtures(t);
}, 300_000); // the role fixtures sign nine accounts up and in: slow on a busy machine
afterAll(async () => {
  await t.close();
});

const asOperator = (path: string, init: RequestInit = {}) =>
  t.app.request(`/api/v1/admin${path}`, { ...init, headers: { ...init.headers, cookie: cookies.operator } });
const userId = async (email: string) =>
  (await t.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
const liveManualPlans = async (id: string) =>
  t.db
    .selectFrom("stripe_subscriptions")
    .select(["id", "status"])
    .where("customer_id", "=", `manual_${id}`)
    .where("deleted_at", "is", null)
    .execute();

describe("the user list", () => {
  it("shows every kind of user the access /api/me gives them", async () => {
    const kinds = ["unverified", "registered", "subscriber", "institution", "admin", "operator"] as const;
    for (const kind of kinds) {
      const me = await json(await t.app.request("/api/me", { headers: { cookie: cookies[kind] } }));
      const { users } = await json(await asOperator(`/users?q=${encodeURIComponent(me.user.email)}`));
      expect(users, kind).toHaveLength(1);
      expect({ kind, tier: users[0].tier, premiumSource: users[0].premiumSource }).toEqual({
        kind,
        tier: me.tier,
        premiumSource: me.premiumSource,
      });
    }
    const { users } = await json(await asOperator("/users?q=SUBSCRIBER@"));
    expect(users[0]).toMatchObject({ email: "subscriber@example.org", subscriptionStatus: "active" });
  });
});

describe("roles and manual plans", () => {
  it("sets and clears the admin role", async () => {
    const id = await userId("registered@example.org");
    const made = await asOperator(`/users/${id}/role`, jsonRequest("PUT", { role: "admin" }));
    expect(made.status).toBe(200);
    expect(await json(made)).toMatchObject({ id, role: "admin", tier: "subscriber", premiumSource: "admin" });
    const cleared = await json(await asOperator(`/users/${id}/role`, jsonRequest("PUT", { role: null })));
    expect(cleared).toMatchObject({ role: null, tier: "registered", premiumSource: "none" });
  });

  it("grants a plan, replaces it when granted again, and ends it", async () => {
    await signUp(t, "planned@example.org");
    const id = await userId("planned@example.org");
    const granted = await asOperator(`/users/${id}/subscription`, { method: "POST" });
    expect(granted.status).toBe(201);
    expect(await json(granted)).toMatchObject({ tier: "subscriber", premiumSource: "personal" });
    const first = await liveManualPlans(id);
    expect((await asOperator(`/users/${id}/subscription`, { method: "POST" })).status).toBe(201);
    const second = await liveManualPlans(id);
    expect(second).toHaveLength(1);
    expect(second[0]?.id).not.toBe(first[0]?.id);

    const ended = await asOperator(`/users/${id}/subscription`, { method: "DELETE" });
    expect(await json(ended)).toMatchObject({ tier: "registered", premiumSource: "none", subscriptionStatus: null });
    expect(await liveManualPlans(id)).toEqual([]);
    expect((await asOperator(`/users/${id}/subscription`, { method: "DELETE" })).status).toBe(409);
  });

  it("a grant that fails half-way leaves the earlier plan as it was", async () => {
    await signUp(t, "kept@example.org");
    const id = await userId("kept@example.org");
    expect((await asOperator(`/users/${id}/subscription`, { method: "POST" })).status).toBe(201);
    const before = await liveManualPlans(id);
    // The third write fails: the first two (customer record, ending the old plan) must roll back with it.
    const failing = t.db.withPlugin(failInsertsInto("stripe_subscriptions"));
    await expect(grantManualPlan(failing, createLogger("silent"), id)).rejects.toThrow("refused");
    expect(await liveManualPlans(id)).toEqual(before);
    expect(before).toHaveLength(1);
  });
});

describe("the outbox", () => {
  it("shows verification and reset mails with their tokens redacted, the rest readable", async () => {
    await signUp(t, "mailed@example.org");
    await authPost(t, "/request-password-reset", {
      email: "mailed@example.org",
      redirectTo: `${t.config.BASE_URL}/reset-password`,
    });
    const stored = await t.db
      .selectFrom("email_outbox")
      .select(["kind", "link"])
      .where("to_address", "=", "mailed@example.org")
      .execute();
    const links = Object.fromEntries(stored.map((m) => [m.kind, m.link as string]));
    const verifyToken = new URL(links["verify-email"] as string).searchParams.get("token") as string;
    const resetToken = new URL(links["reset-password"] as string).pathname.split("/").at(-1) as string;
    expect(verifyToken.length).toBeGreaterThan(16);
    expect(resetToken.length).toBeGreaterThan(16);

    const res = await asOperator("/outbox");
    const body = await res.text();
    expect(body).not.toContain(verifyToken);
    expect(body).not.toContain(resetToken);
    const messages = (JSON.parse(body).messages as { kind: string; to: string; link: string; text: string }[]).filter(
      (m) => m.to === "mailed@example.org",
    );
    const verify = messages.find((m) => m.kind === "verify-email");
    const reset = messages.find((m) => m.kind === "reset-password");
    expect(verify?.link).toBe(links["verify-email"]?.replace(verifyToken, "[redacted]"));
    expect(verify?.text).toContain(`${t.config.BASE_URL}/api/auth/verify-email?token=[redacted]&callbackURL=`);
    expect(reset?.link).toBe(links["reset-password"]?.replace(resetToken, "[redacted]"));
    expect(reset?.text).toContain(`${t.config.BASE_URL}/api/auth/reset-password/[redacted]?callbackURL=`);
    expect(reset?.text).toContain("expires in 24 hours");
  });
});
