import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveDomain, grantSubscription, json, markVerified, signIn, signUp } from "./support/accounts.ts";
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
  await approveDomain(t.db, "uni.example");
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

  it("gives no team, and no institution premium, until an operator approves the domain; withdrawing ends it", async () => {
    await user("dean@pending.example", { verified: true, admin: true, plan: true });
    await user("staff@pending.example", { verified: true });
    const pending = await json(await get("/api/v1/team", "dean@pending.example"));
    expect(pending).toMatchObject({ domain: null, members: [], planActive: true });
    expect(pending.reason).toBe(
      "pending.example has not been approved as your institution's domain yet. Until an operator approves it, people on it get no premium from your plan and are not listed here. Ask support to approve it.",
    );
    expect((await json(await get("/api/me", "staff@pending.example"))).tier).toBe("registered");

    await user("ops@example.org", { verified: true });
    await t.db.updateTable("users").set({ is_operator: true }).where("email", "=", "ops@example.org").execute();
    const operatorSends = (method: string, path: string, body?: unknown) =>
      t.app.request(path, {
        method,
        headers: { "content-type": "application/json", cookie: cookies["ops@example.org"] as string },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const approved = await operatorSends("POST", "/api/v1/admin/domains", { domain: " @Pending.Example " });
    expect(approved.status).toBe(201);
    expect(await json(approved)).toMatchObject({ domain: "pending.example" });
    expect((await json(await get("/api/me", "staff@pending.example"))).premiumSource).toBe("institution");
    const team = await json(await get("/api/v1/team", "dean@pending.example"));
    expect(team.domain).toBe("pending.example");
    expect(team.members.map((m: { email: string }) => m.email)).toEqual([
      "dean@pending.example",
      "staff@pending.example",
    ]);

    expect((await operatorSends("DELETE", "/api/v1/admin/domains/pending.example")).status).toBe(204);
    expect((await json(await get("/api/me", "staff@pending.example"))).tier).toBe("registered");
    expect((await operatorSends("DELETE", "/api/v1/admin/domains/pending.example")).status).toBe(404);
  });

  it("refuses to approve a shared mail provider or something that is not a domain", async () => {
    const send = (domain: unknown) =>
      t.app.request("/api/v1/admin/domains", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: cookies["ops@example.org"] as string },
        body: JSON.stringify({ domain }),
      });
    const hotmail = await send("hotmail.co.uk");
    expect(hotmail.status).toBe(400);
    expect((await json(hotmail)).error.message).toBe(
      "hotmail.co.uk is a shared mail provider's domain: anyone can have an address there, so it cannot be an institution's.",
    );
    const url = await send("https://uni.example/staff");
    expect(url.status).toBe(400);
    expect((await json(url)).error.message).toBe(
      "domain: Enter a domain such as university.edu, without https:// or a path",
    );
    expect((await send(42)).status).toBe(400);
  });

  it("is for admins only", async () => {
    expect((await get("/api/v1/team", "ana@uni.example")).status).toBe(403);
  });
});
