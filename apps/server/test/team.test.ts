import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantSubscription, json, markVerified, signIn, signUp } from "./support/accounts.ts";
import { createTestApp } from "./support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookies: Record<string, string> = {};

async function user(email: string, opts: { verified?: boolean; admin?: boolean; plan?: boolean } = {}) {
  await signUp(t, email);
  if (opts.verified) await markVerified(t.db, email);
  if (opts.admin) await t.db.updateTable("users").set({ role: "admin" }).where("email", "=", email).execute();
  if (opts.plan) await grantSubscription(t.db, email);
  cookies[email] = await signIn(t, email);
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  await user("head@uni.example", { verified: true, admin: true, plan: true });
  await user("ana@uni.example", { verified: true });
  await user("bob@uni.example");
  await user("eve@elsewhere.example", { verified: true });
  await user("boss@gmail.com", { verified: true, admin: true, plan: true });
  await user("someone@gmail.com", { verified: true });
  const saved = await t.app.request("/api/v1/calculations", {
    method: "POST",
    headers: { "content-type": "application/json", cookie: cookies["ana@uni.example"] as string },
    body: JSON.stringify({ country: "IN", courses: [{ grade: "72", credits: 4 }] }),
  });
  expect(saved.status).toBe(201);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const get = (path: string, email: string) => t.app.request(path, { headers: { cookie: cookies[email] as string } });

describe("GET /api/v1/team", () => {
  it("lists everyone on the admin's domain, with their premium source and saved calculations", async () => {
    const team = await json(await get("/api/v1/team", "head@uni.example"));
    expect(team).toMatchObject({ domain: "uni.example", reason: null, planActive: true });
    expect(
      team.members.map(
        (m: { email: string; emailVerified: boolean; premiumSource: string; savedCalculations: number }) => [
          m.email,
          m.emailVerified,
          m.premiumSource,
          m.savedCalculations,
        ],
      ),
    ).toEqual([
      ["ana@uni.example", true, "institution", 1],
      ["bob@uni.example", false, "none", 0],
      ["head@uni.example", true, "personal", 0],
    ]);
    expect(team.members[0].lastSavedAt).not.toBeNull();
  });

  it("gives no team, and no institution premium, on a shared mail provider", async () => {
    const team = await json(await get("/api/v1/team", "boss@gmail.com"));
    expect(team.domain).toBeNull();
    expect(team.members).toEqual([]);
    expect(team.reason).toMatch(/shared mail provider/);
    const me = await json(await get("/api/me", "someone@gmail.com"));
    expect(me.tier).toBe("registered");
  });

  it("is for admins only", async () => {
    expect((await get("/api/v1/team", "ana@uni.example")).status).toBe(403);
  });
});
