import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAILURES_BEFORE_LOCKOUT, lockoutFor } from "../src/auth/sign-in-lockout.ts";
import { countInWindow } from "../src/http/window-counter.ts";
import { authPost, markVerified, signUp, someAddress } from "./support/accounts.ts";
import { anotherInstance, createTestApp, jsonRequest } from "./support/test-app.ts";

// Limits kept in the database: two app servers on one database enforce one
// limit, and an account meets a growing wait after wrong passwords whichever
// address or server they come from (decision 0022).
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true", AUTH_RATE_LIMIT_PER_MINUTE: "10" } });
  other = await anotherInstance(t);
});
afterAll(async () => {
  await t.close();
});

const earlyAccess = (app: TestApp, address: string) =>
  app.app.request(
    "/api/v1/early-access",
    jsonRequest("POST", { email: `${crypto.randomUUID()}@example.org` }, { "x-forwarded-for": address }),
  );
const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const authMessage = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("one limit across app servers", () => {
  it("counts an address's requests on both servers against one limit of 10 a minute", async () => {
    const address = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await earlyAccess(t, address)).status);
    for (let i = 0; i < 4; i++) statuses.push((await earlyAccess(other, address)).status);
    expect(statuses).toEqual(Array(10).fill(201));
    const refused = await earlyAccess(other, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await message(refused)).toBe("Too many requests. Please wait a moment before trying again.");
    // Another address is untouched.
    expect((await earlyAccess(t, someAddress())).status).toBe(201);
  });

  it("counts sign-in attempts from one address on both servers against Better Auth's limit", async () => {
    const address = someAddress();
    // A new address each time, so the per-account lockout plays no part.
    const attempt = (app: TestApp) =>
      authPost(
        app,
        "/sign-in/email",
        { email: `${crypto.randomUUID()}@example.org`, password: "wrong-one", termsAccepted: true },
        undefined,
        address,
      );
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(i % 2 ? t : other)).status);
    expect(statuses).not.toContain(429);
    const refused = await attempt(t);
    expect(refused.status).toBe(429);
    expect(await authMessage(refused)).toMatch(/too many requests/i);
    // Kept in Better Auth's table, not in either process.
    const rows = await t.db.selectFrom("auth_rate_limits").select("key").execute();
    expect(rows.some((r) => r.key.includes(address))).toBe(true);
  });

  it("never loses a count when many requests arrive at once", async () => {
    const key = `test:${crypto.randomUUID()}`;
    const now = Date.now();
    const counts = await Promise.all(Array.from({ length: 40 }, () => countInWindow(t.db, key, 60_000, now)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // Once the window has ended, counting starts again at one.
    expect((await countInWindow(t.db, key, 60_000, now + 60_000)).count).toBe(1);
  });
});

describe("sign-in lockout per account", () => {
  const password = "secret123";
  // Each attempt from a new address, as a spread-out guesser would: the
  // per-address limit never trips, so only the per-account rule can stop them.
  const signInAs = (app: TestApp, email: string, pw: string) =>
    authPost(app, "/sign-in/email", { email, password: pw, termsAccepted: true });
  const failuresOf = (email: string) =>
    t.db.selectFrom("sign_in_failures").selectAll().where("email", "=", email).executeTakeFirst();
  const expireLock = (email: string) =>
    t.db
      .updateTable("sign_in_failures")
      .set({ locked_until: Date.now() - 1 })
      .where("email", "=", email)
      .execute();

  async function account(email: string) {
    expect((await signUp(t, email, password)).status).toBe(200);
    await markVerified(t.db, email);
  }

  it("waits one minute, then two, after five wrong passwords, whichever server they reach", async () => {
    const email = "guessed@example.org";
    await account(email);
    for (let i = 0; i < FAILURES_BEFORE_LOCKOUT; i++) {
      expect((await signInAs(i % 2 ? t : other, email, `wrong-${i}`)).status).toBe(401);
    }
    // Now even the right password waits.
    const locked = await signInAs(t, email, password);
    expect(locked.status).toBe(429);
    expect(await authMessage(locked)).toBe(
      "Too many failed sign-in attempts for this account. Try again in 1 minute, or reset your password.",
    );
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await signInAs(other, email.toUpperCase(), password)).status).toBe(429);

    // After the wait, one more wrong password locks for twice as long.
    await expireLock(email);
    expect((await signInAs(other, email, "wrong-again")).status).toBe(401);
    const longer = await signInAs(t, email, password);
    expect(longer.status).toBe(429);
    expect(await authMessage(longer)).toMatch(/Try again in 2 minutes/);

    // The right password after the wait signs in and forgets the run.
    await expireLock(email);
    expect((await signInAs(t, email, password)).status).toBe(200);
    expect(await failuresOf(email)).toBeUndefined();
  });

  it("locks an address without an account the same way, so the lockout reveals nothing", async () => {
    const email = "no-such-account@example.org";
    for (let i = 0; i < FAILURES_BEFORE_LOCKOUT; i++) {
      expect((await signInAs(t, email, `wrong-${i}`)).status).toBe(401);
    }
    const locked = await signInAs(t, email, "anything1");
    expect(locked.status).toBe(429);
    expect(await authMessage(locked)).toMatch(/^Too many failed sign-in attempts for this account/);
  });

  it("fewer than five wrong passwords never lock, and a right one clears them", async () => {
    const email = "typo@example.org";
    await account(email);
    for (let i = 0; i < FAILURES_BEFORE_LOCKOUT - 1; i++) {
      expect((await signInAs(t, email, `wrong-${i}`)).status).toBe(401);
    }
    expect((await signInAs(t, email, password)).status).toBe(200);
    expect(await failuresOf(email)).toBeUndefined();
  });

  it("grows the wait by doubling up to fifteen minutes", () => {
    expect([4, 5, 6, 7, 8, 9, 10, 30].map((n) => lockoutFor(n) / 60_000)).toEqual([0, 1, 2, 4, 8, 15, 15, 15]);
  });
});
