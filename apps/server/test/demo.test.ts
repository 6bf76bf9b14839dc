import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveAccess } from "../src/access/resolve-access.ts";
import { loadConfig } from "../src/config.ts";
import { DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, demoAccounts } from "../src/demo/demo-accounts.ts";
import { DemoInProductionError, seedDemo } from "../src/demo/seed-demo.ts";
import { loadGradingCatalog } from "../src/features/grading-systems/grading-catalog.ts";
import { createLogger } from "../src/logger.ts";
import { authPost, json, sessionCookie } from "./support/accounts.ts";
import { createTestApp } from "./support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
const logger = createLogger("silent");
const seed = async () => seedDemo({ db: t.db, config: t.config, logger, catalog: await loadGradingCatalog() });

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true", OPERATOR_EMAILS: DEMO_OPERATOR_EMAIL } });
  await seed();
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function signIn(email: string): Promise<string> {
  const res = await authPost(t, "/sign-in/email", { email, password: DEMO_PASSWORD, termsAccepted: true });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

/** Every saved calculation of a signed-in user, page by page as the history page reads them. */
async function history(cookie: string) {
  const all: { id: string; country: string; gpa: number | null }[] = [];
  let cursor: string | null = null;
  do {
    const page = await json(
      await t.app.request(`/api/v1/calculations?limit=100${cursor ? `&cursor=${cursor}` : ""}`, {
        headers: { cookie },
      }),
    );
    all.push(...page.calculations);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

const userId = async (email: string) =>
  (await t.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

describe("the demo data", () => {
  it("gives each demo account its tier", async () => {
    for (const account of demoAccounts) {
      const access = await resolveAccess(t.db, logger, await userId(account.email));
      expect({ email: account.email, ...access }).toMatchObject({
        email: account.email,
        tier: account.expect.tier,
        premiumSource: account.expect.premiumSource,
        isAdmin: account.expect.isAdmin,
        isOperator: account.expect.isOperator,
        user: { emailVerified: true },
      });
    }
  });

  it("lets each account sign in with the printed password and see its tier", async () => {
    for (const account of demoAccounts) {
      const me = await json(await t.app.request("/api/me", { headers: { cookie: await signIn(account.email) } }));
      expect({ email: account.email, tier: me.tier, isOperator: me.isOperator }).toEqual({
        email: account.email,
        tier: account.expect.tier,
        isOperator: account.expect.isOperator,
      });
    }
  });

  it("lists a few hundred calculations converted by the engine, from many countries", async () => {
    const seen = new Set<string>();
    let total = 0;
    for (const account of demoAccounts) {
      const saved = await history(await signIn(account.email));
      expect(saved).toHaveLength(account.calculations);
      for (const c of saved) seen.add(c.country);
      total += saved.length;
    }
    expect(total).toBeGreaterThanOrEqual(200);
    expect(seen.size).toBeGreaterThanOrEqual(20);

    // The stored GPA is the one the converter gives for the same transcript.
    const subscriber = await signIn("subscriber@demo.gradeatlas.test");
    const [first] = await history(subscriber);
    const saved = await json(
      await t.app.request(`/api/v1/calculations/${first?.id}`, { headers: { cookie: subscriber } }),
    );
    const converted = await json(
      await t.app.request("/api/v1/convert/transcript", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ country: saved.request.country, courses: saved.request.courses }),
      }),
    );
    expect(saved.gpa).toBe(converted.gpa.overall.gpa);
    expect(saved.gpa).not.toBeNull();
  });

  it("adds nothing when seeded again", async () => {
    const count = async (table: "users" | "calculations" | "stripe_subscriptions") =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = [await count("users"), await count("calculations"), await count("stripe_subscriptions")];
    await seed();
    expect([await count("users"), await count("calculations"), await count("stripe_subscriptions")]).toEqual(before);
  });
});

describe("the demo in production", () => {
  it("is refused by the seeding code", async () => {
    const config = loadConfig({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "demo-test-secret-0123456789abcdef0123456",
      OPERATOR_EMAILS: DEMO_OPERATOR_EMAIL,
    });
    await expect(seedDemo({ db: t.db, config, logger, catalog: await loadGradingCatalog() })).rejects.toThrow(
      DemoInProductionError,
    );
  });

  it("is refused by npm run demo, with a message and exit code 1", () => {
    const root = join(import.meta.dirname, "../../..");
    const r = spawnSync(process.execPath, [join(root, "scripts/demo.mjs")], {
      env: { ...process.env, NODE_ENV: "production" },
      encoding: "utf8",
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("npm run demo does not run with NODE_ENV=production");
    expect(r.stdout).not.toContain("GradeAtlas demo at");
  });
});
