import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveDomain, createRoleFixtures, json, markVerified, signIn, signUp } from "./support/accounts.ts";
import { queryCounter } from "./support/plugins.ts";
import { createTestApp } from "./support/test-app.ts";

// Lists of users cost the same number of queries for a page of 5 as for a
// page of 50: what each row shows is worked out for all rows at once.
const counter = queryCounter();
let t: Awaited<ReturnType<typeof createTestApp>>;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" }, wrapDb: (db) => db.withPlugin(counter.plugin) });
  operator = (await createRoleFixtures(t)).operator;
}, 300_000); // the role fixtures sign nine accounts up and in: slow on a busy machine
afterAll(async () => {
  await t.close();
});

/**
 * `n` users on `domain`, of every kind a list shows: a subscribed admin,
 * personal subscribers, institution members, unverified members.
 */
async function addUsers(domain: string, n: number) {
  await approveDomain(t.db, domain);
  const users = Array.from({ length: n }, (_, i) => ({
    id: `${domain}-${i}`,
    name: "",
    email: `user${i}@${domain}`,
    email_verified: i % 4 !== 3,
    role: i % 4 === 0 ? "admin" : null,
  }));
  await t.db.insertInto("users").values(users).execute();
  const paying = users.filter((_, i) => i % 4 <= 1);
  await t.db
    .insertInto("stripe_customers")
    .values(paying.map((u) => ({ customer_id: `cus_${u.id}`, user_id: u.id, deleted_at: null })))
    .execute();
  await t.db
    .insertInto("stripe_subscriptions")
    .values(
      paying.map((u) => ({
        id: `sub_${u.id}`,
        customer_id: `cus_${u.id}`,
        status: "active" as const,
        price_id: null,
        current_period_end: null,
        deleted_at: null,
      })),
    )
    .execute();
}

async function queriesFor(path: string, cookie: string) {
  counter.reset();
  const res = await t.app.request(path, { headers: { cookie } });
  expect(res.status).toBe(200);
  return { queries: counter.count, body: await json(res) };
}

describe("a fixed number of queries per list", () => {
  it("the operators' user list", async () => {
    await addUsers("five.example", 5);
    await addUsers("fifty.example", 50);
    const five = await queriesFor("/api/v1/admin/users?q=@five.example", operator);
    const fifty = await queriesFor("/api/v1/admin/users?q=@fifty.example", operator);
    expect(five.body.users).toHaveLength(5);
    expect(fifty.body.users).toHaveLength(50);
    expect(fifty.queries).toBe(five.queries);
    expect(five.queries).toBeLessThanOrEqual(17); // the session and the caller's access (with their institution) included
    const sources = new Set(fifty.body.users.map((u: { premiumSource: string }) => u.premiumSource));
    expect([...sources].sort()).toEqual(["institution", "none", "personal"]);
  });

  it("the institution admin's team", async () => {
    const team = async (domain: string, n: number) => {
      await signUp(t, `head@${domain}`);
      await markVerified(t.db, `head@${domain}`);
      await t.db.updateTable("users").set({ role: "admin" }).where("email", "=", `head@${domain}`).execute();
      await addUsers(domain, n - 1);
      return queriesFor("/api/v1/team", await signIn(t, `head@${domain}`));
    };
    const five = await team("team5.example", 5);
    const fifty = await team("team50.example", 50);
    expect(five.body.members).toHaveLength(5);
    expect(fifty.body.members).toHaveLength(50);
    expect(fifty.queries).toBe(five.queries);
    // The session, the caller's access, the institution, its domains, members, invitations and saved counts.
    expect(five.queries).toBeLessThanOrEqual(34);
  });
});
