import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/app.ts";
import { type Balancer, postgresServer, startBalancer, startInstances } from "../support/app-instances.ts";

// An office that outgrows one machine runs several app servers on one
// PostgreSQL behind a balancer. Whichever server answers, a visitor stays
// signed in, sees what they saved, and meets the same limits (decision 0022).
const OPERATOR = "operator@two-instances.example";
const USER = "evaluator@two-instances.example";
const PASSWORD = "secret123";

let balancer: Balancer;
let stopInstances: () => Promise<void>;
let stopPostgres: () => void;
let admin: pg.Client;
let databaseName: string;

beforeAll(async () => {
  const server = await postgresServer();
  stopPostgres = server.stop;
  admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  databaseName = `gradeatlas_two_${Date.now()}`;
  await admin.query(`create database ${databaseName}`);
  const url = new URL(server.url);
  url.pathname = `/${databaseName}`;
  const instances = await startInstances({
    count: 2,
    databaseUrl: url.toString(),
    baseUrl: async (ports) => {
      balancer = await startBalancer(ports);
      return balancer.url;
    },
    env: { OPERATOR_EMAILS: OPERATOR, AUTH_RATE_LIMIT_PER_MINUTE: "10" },
  });
  stopInstances = instances.stop;
  // The database the instances share, for confirming addresses (no mail here).
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  verify = async (email) => {
    await db.query("update users set email_verified = true where email = $1", [email]);
  };
  closeDb = () => db.end();
}, 120_000);

let verify: (email: string) => Promise<void>;
let closeDb: () => Promise<void>;

afterAll(async () => {
  await stopInstances?.();
  await balancer?.close();
  await closeDb?.();
  await admin?.query(`drop database if exists ${databaseName} with (force)`);
  await admin?.end();
  stopPostgres?.();
});

const json = (data: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", origin: balancer.url, ...headers },
  body: JSON.stringify(data),
});
const servedBy = (path: string) => balancer.served.filter((s) => s.path.startsWith(path)).at(-1)?.instance;

describe("two app servers on one PostgreSQL", () => {
  it("keeps the session and the saved calculations whichever server answers", async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const operator = await browser.newContext();
    try {
      balancer.use(0);
      const page = await context.newPage();
      const request = page.request;
      const signUp = (r: typeof request, email: string) =>
        r.post(`${balancer.url}/api/auth/sign-up/email`, {
          headers: { origin: balancer.url },
          data: { email, password: PASSWORD, name: "", termsAccepted: true },
        });
      const signIn = (r: typeof request, email: string) =>
        r.post(`${balancer.url}/api/auth/sign-in/email`, {
          headers: { origin: balancer.url },
          data: { email, password: PASSWORD, termsAccepted: true },
        });
      expect((await signUp(request, USER)).status()).toBe(200);
      expect((await signUp(operator.request, OPERATOR)).status()).toBe(200);
      await verify(OPERATOR);
      expect((await signIn(operator.request, OPERATOR)).status()).toBe(200);
      const found = await (await operator.request.get(`${balancer.url}/api/v1/admin/users?q=${USER}`)).json();
      const granted = await operator.request.post(
        `${balancer.url}/api/v1/admin/users/${found.users[0].id}/subscription`,
        {
          headers: { origin: balancer.url },
        },
      );
      expect(granted.status()).toBe(201);

      // Signed in and saved on the first server…
      expect((await signIn(request, USER)).status()).toBe(200);
      const saved = await request.post(`${balancer.url}/api/v1/calculations`, {
        headers: { origin: balancer.url },
        data: { country: "DE", title: "Saved on server one", courses: [{ grade: "1,7", credits: 6 }] },
      });
      expect(saved.status()).toBe(201);
      expect(servedBy("/api/v1/calculations")).toBe(0);

      // …listed by the second, in the browser, still signed in.
      balancer.use(1);
      await page.goto(`${balancer.url}/history`);
      const table = page.getByRole("region", { name: "Saved calculations" });
      await table.getByRole("row", { name: /Saved on server one/ }).waitFor();
      expect(servedBy("/api/v1/calculations")).toBe(1);

      // Signing out on the second ends the session on the first too.
      expect(
        (
          await request.post(`${balancer.url}/api/auth/sign-out`, { headers: { origin: balancer.url }, data: {} })
        ).status(),
      ).toBe(200);
      balancer.use(0);
      const me = await (await request.get(`${balancer.url}/api/me`)).json();
      expect(me.user).toBeNull();
      expect(servedBy("/api/me")).toBe(0);
    } finally {
      await context.close();
      await operator.close();
    }
  });

  it("counts one address's sign-in attempts on both servers against one limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      balancer.use(i % 2);
      const res = await fetch(
        `${balancer.url}/api/auth/sign-in/email`,
        json(
          { email: `guess-${i}@two-instances.example`, password: "wrong-guess", termsAccepted: true },
          { "x-forwarded-for": "203.0.113.7" },
        ),
      );
      statuses.push(res.status);
    }
    // Ten a minute per address (AUTH_RATE_LIMIT_PER_MINUTE), five on each server:
    // counted apart, neither would have refused the eleventh.
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it("counts one address's form posts on both servers against one limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      balancer.use(i % 2);
      const res = await fetch(
        `${balancer.url}/api/v1/early-access`,
        json({ email: `dean-${i}@two-instances.example` }, { "x-forwarded-for": "203.0.113.8" }),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});
