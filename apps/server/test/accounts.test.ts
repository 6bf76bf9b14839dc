import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncOperators } from "../src/access/resolve-access.ts";
import {
  approveDomain,
  authPost,
  grantSubscription,
  json,
  markVerified,
  sessionCookie,
  signIn,
  signUp,
} from "./support/accounts.ts";
import { startSmtpCapture } from "./support/smtp-capture.ts";
import { createTestApp } from "./support/test-app.ts";

// The account journeys on the real app, with mail delivered over SMTP to a
// real server on 127.0.0.1 and links followed as a person would.
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, OPERATOR_EMAILS: "ops@example.org", TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const me = async (cookie?: string) =>
  (await t.app.request("/api/me", { headers: cookie ? { cookie } : {} })).json() as Promise<{
    user: { email: string; emailVerified: boolean } | null;
    tier: string;
    premiumSource: string;
    isAdmin: boolean;
    isOperator: boolean;
  }>;

/** Follows a link from an e-mail through the app, as the browser would. */
const follow = (link: string) => t.app.request(link.replace(t.config.BASE_URL, ""), { redirect: "manual" });

describe("sign-up, verification, sign-in, sign-out", () => {
  it("verifies the address from the e-mailed link, then signs in and out", async () => {
    expect((await signUp(t, "ana@example.org")).status).toBe(200);
    const mail = await smtp.waitFor("ana@example.org", /Confirm your e-mail address/);
    expect((await me(await signIn(t, "ana@example.org"))).user?.emailVerified).toBe(false);

    const verified = await follow(smtp.linkIn(mail, `${t.config.BASE_URL}/api/auth/verify-email`));
    expect(verified.status).toBe(302);
    await smtp.waitFor("ana@example.org", /Welcome to GradeAtlas/);

    const cookie = await signIn(t, "ana@example.org");
    expect(await me(cookie)).toMatchObject({
      user: { email: "ana@example.org", emailVerified: true },
      tier: "registered",
      premiumSource: "none",
    });
    const user = await t.db
      .selectFrom("users")
      .select("terms_accepted")
      .where("email", "=", "ana@example.org")
      .executeTakeFirstOrThrow();
    expect(user.terms_accepted).toBe(true);

    const out = await authPost(t, "/sign-out", {}, cookie);
    expect(out.status).toBe(200);
    expect(await me(cookie)).toMatchObject({ user: null, tier: "free" });
  });

  it("refuses a password under 6 characters and a sign-in without the terms", async () => {
    const short = await authPost(t, "/sign-up/email", {
      email: "short@example.org",
      password: "12345",
      name: "",
      termsAccepted: true,
    });
    expect(short.status).toBe(400);
    expect((await json(short)).message).toMatch(/short/i);

    await signUp(t, "terms@example.org");
    const noTerms = await authPost(t, "/sign-in/email", { email: "terms@example.org", password: "secret123" });
    expect(noTerms.status).toBe(400);
    expect((await json(noTerms)).message).toBe("You must accept the Terms of Service");
  });

  it("refuses a wrong password with a message", async () => {
    await signUp(t, "wrong@example.org");
    const res = await authPost(t, "/sign-in/email", {
      email: "wrong@example.org",
      password: "nottheone",
      termsAccepted: true,
    });
    expect(res.status).toBe(401);
    expect((await json(res)).message).toMatch(/invalid email or password/i);
  });

  it("a guest gets tier free from /api/me", async () => {
    expect(await me()).toEqual({
      user: null,
      tier: "free",
      premiumSource: "none",
      isAdmin: false,
      isOperator: false,
      institution: null,
      paymentProblem: false,
    });
  });
});

describe("password change and origin checks", () => {
  it("e-mails a notice when the password is changed, with the time and the device", async () => {
    await signUp(t, "changer@example.org", "oldpass1");
    const cookie = await signIn(t, "changer@example.org", "oldpass1");
    const res = await t.app.request("/api/auth/change-password", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: t.config.BASE_URL,
        cookie,
        "user-agent": "GradeAtlasTest/1.0",
      },
      body: JSON.stringify({ currentPassword: "oldpass1", newPassword: "newpass1" }),
    });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor("changer@example.org", /Your password was changed/);
    expect(mail.body).toContain("GradeAtlasTest/1.0");
    expect(mail.body).toMatch(/GMT/);
  });

  it("refuses a sign-in posted from another site's origin", async () => {
    await signUp(t, "origin@example.org");
    const res = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", cookie: "x=1" },
      body: JSON.stringify({ email: "origin@example.org", password: "secret123", termsAccepted: true }),
    });
    expect(res.status).toBe(403);
  });
});

describe("password reset", () => {
  const request = (email: string) =>
    authPost(t, "/request-password-reset", { email, redirectTo: `${t.config.BASE_URL}/reset-password` });

  it("resets with the e-mailed link once; the new password works, the old one does not", async () => {
    await signUp(t, "reset@example.org", "oldpass1");
    expect((await request("reset@example.org")).status).toBe(200);
    const mail = await smtp.waitFor("reset@example.org", /Reset your password/);
    expect(mail.body).toContain("expires in 24 hours");

    // The e-mailed link goes through Better Auth, which redirects to our screen with the token.
    const landing = await follow(smtp.linkIn(mail, `${t.config.BASE_URL}/api/auth/reset-password/`));
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get("location") as string, t.config.BASE_URL);
    expect(target.pathname).toBe("/reset-password");
    const token = target.searchParams.get("token") as string;

    const check = await t.app.request(`/api/v1/password-reset/token?token=${token}`);
    expect(await json(check)).toEqual({ valid: true, email: "reset@example.org", error: null });

    expect((await authPost(t, "/reset-password", { token, newPassword: "newpass1" })).status).toBe(200);
    await smtp.waitFor("reset@example.org", /Your password was changed/);
    await expect(signIn(t, "reset@example.org", "newpass1")).resolves.toMatch(/session_token=/);
    await expect(signIn(t, "reset@example.org", "oldpass1")).rejects.toThrow(/401/);

    const again = await authPost(t, "/reset-password", { token, newPassword: "another1" });
    expect(again.status).toBe(400);
    expect(await (await t.app.request(`/api/v1/password-reset/token?token=${token}`)).json()).toMatchObject({
      valid: false,
      error: "Invalid or expired token.",
    });
  });

  const tokenIn = (mail: Parameters<typeof smtp.linkIn>[0]) =>
    smtp
      .linkIn(mail, `${t.config.BASE_URL}/api/auth/reset-password/`)
      .split("/reset-password/")[1]
      ?.split("?")[0] as string;
  const sessionOf = async (cookie: string) =>
    (await json(await t.app.request("/api/auth/get-session", { headers: { cookie } })))?.session ?? null;

  it("a reset ends every other reset link and every session", async () => {
    await signUp(t, "twice@example.org", "oldpass1");
    const elsewhere = await signIn(t, "twice@example.org", "oldpass1");
    await request("twice@example.org");
    const first = tokenIn(await smtp.waitFor("twice@example.org", /Reset your password/));
    await request("twice@example.org");
    const second = tokenIn(await smtp.waitFor("twice@example.org", /Reset your password/));
    expect(second).not.toBe(first);

    expect((await authPost(t, "/reset-password", { token: second, newPassword: "newpass1" })).status).toBe(200);
    expect((await json(await t.app.request(`/api/v1/password-reset/token?token=${first}`))).valid).toBe(false);
    expect((await authPost(t, "/reset-password", { token: first, newPassword: "attacker1" })).status).toBe(400);
    expect(await sessionOf(elsewhere)).toBeNull();
  });

  it("a password change ends pending reset links and other sessions, whatever the client asks", async () => {
    await signUp(t, "mover@example.org", "oldpass1");
    const laptop = await signIn(t, "mover@example.org", "oldpass1");
    const phone = await signIn(t, "mover@example.org", "oldpass1");
    await request("mover@example.org");
    const pending = tokenIn(await smtp.waitFor("mover@example.org", /Reset your password/));
    const res = await authPost(
      t,
      "/change-password",
      { currentPassword: "oldpass1", newPassword: "newpass1", revokeOtherSessions: false },
      laptop,
    );
    expect(res.status).toBe(200);
    expect(await sessionOf(phone)).toBeNull();
    expect((await json(await t.app.request(`/api/v1/password-reset/token?token=${pending}`))).valid).toBe(false);
  });

  it("the link lasts 24 hours and fails after", async () => {
    await signUp(t, "late@example.org");
    await request("late@example.org");
    const mail = await smtp.waitFor("late@example.org", /Reset your password/);
    const token = smtp
      .linkIn(mail, `${t.config.BASE_URL}/api/auth/reset-password/`)
      .split("/reset-password/")[1]
      ?.split("?")[0] as string;
    const row = await t.db
      .selectFrom("verifications")
      .select(["id", "expires_at"])
      .where("identifier", "=", `reset-password:${token}`)
      .executeTakeFirstOrThrow();
    const hours = (new Date(row.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    // A day later, as far as the token is concerned.
    await t.db
      .updateTable("verifications")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", row.id)
      .execute();
    expect((await json(await t.app.request(`/api/v1/password-reset/token?token=${token}`))).valid).toBe(false);
    expect((await authPost(t, "/reset-password", { token, newPassword: "newpass1" })).status).toBe(400);
  });

  it("answers the same whether or not the address has an account", async () => {
    await signUp(t, "known@example.org");
    const known = await request("known@example.org");
    const unknown = await request("nobody@example.org");
    expect(unknown.status).toBe(known.status);
    expect(await json(unknown)).toEqual(await json(known));
  });

  it("names a missing token", async () => {
    const res = await t.app.request("/api/v1/password-reset/token");
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe("No reset token provided.");
  });
});

describe("tiers", () => {
  it("institution access needs a verified address on the subscribed admin's approved domain", async () => {
    await approveDomain(t.db, "uni.example");
    await signUp(t, "dean@uni.example");
    await markVerified(t.db, "dean@uni.example");
    await t.db.updateTable("users").set({ role: "admin" }).where("email", "=", "dean@uni.example").execute();
    await grantSubscription(t.db, "dean@uni.example", "trialing");

    await signUp(t, "staff@uni.example");
    const cookie = await signIn(t, "staff@uni.example");
    expect(await me(cookie)).toMatchObject({ tier: "registered", premiumSource: "none" });

    const mail = await smtp.waitFor("staff@uni.example", /Confirm your e-mail address/);
    await follow(smtp.linkIn(mail, `${t.config.BASE_URL}/api/auth/verify-email`));
    expect(await me(cookie)).toMatchObject({ tier: "subscriber", premiumSource: "institution" });
  });

  it("a canceled subscription gives no premium; an admin has premium without one", async () => {
    await signUp(t, "lapsed@example.org");
    await grantSubscription(t.db, "lapsed@example.org", "canceled");
    expect(await me(await signIn(t, "lapsed@example.org"))).toMatchObject({ tier: "registered" });

    await signUp(t, "boss@example.org");
    await t.db.updateTable("users").set({ role: "admin" }).where("email", "=", "boss@example.org").execute();
    expect(await me(await signIn(t, "boss@example.org"))).toMatchObject({
      tier: "subscriber",
      premiumSource: "admin",
      isAdmin: true,
    });
  });

  it("an operator named in OPERATOR_EMAILS counts only once verified", async () => {
    await signUp(t, "ops@example.org");
    const cookie = await signIn(t, "ops@example.org");
    expect((await me(cookie)).isOperator).toBe(false);
    await markVerified(t.db, "ops@example.org");
    expect((await me(cookie)).isOperator).toBe(true);
  });

  it("an address taken off OPERATOR_EMAILS is no operator from the next start", async () => {
    await signUp(t, "former-ops@example.org");
    await markVerified(t.db, "former-ops@example.org");
    await syncOperators(t.db, ["Former-Ops@example.org"]);
    const cookie = await signIn(t, "former-ops@example.org");
    expect((await me(cookie)).isOperator).toBe(true);
    await syncOperators(t.db, []); // restarted without the address
    expect((await me(cookie)).isOperator).toBe(false);
    await syncOperators(t.db, t.config.OPERATOR_EMAILS);
  });
});

describe("account data", () => {
  it("exports the user's data and deletes the account with its data", async () => {
    await signUp(t, "leaving@example.org");
    await t.app.request("/api/v1/leads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "leaving@example.org", source: "lead-modal" }),
    });
    const cookie = await signIn(t, "leaving@example.org");
    const exported = await t.app.request("/api/v1/account/export", { headers: { cookie } });
    expect(exported.headers.get("content-disposition")).toContain("attachment");
    const data = await json(exported);
    expect(data.account.email).toBe("leaving@example.org");
    expect(data.leads).toHaveLength(1);

    const deleted = await authPost(t, "/delete-user", { password: "secret123" }, cookie);
    expect(deleted.status).toBe(200);
    expect(await t.db.selectFrom("users").select("id").where("email", "=", "leaving@example.org").execute()).toEqual(
      [],
    );
    expect(await t.db.selectFrom("leads").select("id").where("email", "=", "leaving@example.org").execute()).toEqual(
      [],
    );
    expect((await me(cookie)).user).toBeNull();
  });
});

describe("rate limits", () => {
  it("answers 429 with a clear message after too many sign-in attempts", async () => {
    let last: Response | undefined;
    for (let i = 0; i < 12; i++) {
      last = await authPost(
        t,
        "/sign-in/email",
        { email: "flood@example.org", password: "whatever1", termsAccepted: true },
        undefined,
        "192.0.2.1",
      );
    }
    expect(last?.status).toBe(429);
    expect((await json(last)).message).toMatch(/too many requests/i);
  });
});

it("session cookies are HttpOnly and SameSite", async () => {
  await signUp(t, "cookie@example.org");
  const res = await authPost(t, "/sign-in/email", {
    email: "cookie@example.org",
    password: "secret123",
    termsAccepted: true,
  });
  const set = res.headers.getSetCookie().find((c) => c.includes("session_token=")) as string;
  expect(set).toMatch(/HttpOnly/i);
  expect(set).toMatch(/SameSite=Lax/i);
  expect(sessionCookie(res)).toMatch(/session_token=/);
});

describe("bad input gets a clear 4xx", () => {
  const post = (path: string, body: unknown, cookie?: string, method = "POST") =>
    t.app.request(path, {
      method,
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("leads: a bad address, an unknown source, broken JSON", async () => {
    const bad = await post("/api/v1/leads", { email: "not-an-address", source: "lead-modal" });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.message).toBe("email: Please enter a valid email address");
    const source = await post("/api/v1/leads", { email: "a@example.org", source: "billboard" });
    expect(source.status).toBe(400);
    expect((await json(source)).error.message).toMatch(/^source: source must be one of: lead-modal/);
    expect((await post("/api/v1/leads", "{oops")).status).toBe(400);
  });

  it("sys-admin: an unknown role, an unknown user, an over-long search", async () => {
    await signUp(t, "ops2@example.org");
    await markVerified(t.db, "ops2@example.org");
    await t.db.updateTable("users").set({ is_operator: true }).where("email", "=", "ops2@example.org").execute();
    const cookie = await signIn(t, "ops2@example.org");
    const id = (
      await t.db.selectFrom("users").select("id").where("email", "=", "ops2@example.org").executeTakeFirstOrThrow()
    ).id;

    const role = await post(`/api/v1/admin/users/${id}/role`, { role: "superuser" }, cookie, "PUT");
    expect(role.status).toBe(400);
    expect((await json(role)).error.message).toMatch(/^role: /);
    const missing = await post("/api/v1/admin/users/no-such-user/subscription", {}, cookie);
    expect(missing.status).toBe(404);
    expect((await json(missing)).error.message).toBe("No user with id no-such-user.");
    const nothingToEnd = await post(`/api/v1/admin/users/${id}/subscription`, {}, cookie, "DELETE");
    expect(nothingToEnd.status).toBe(409);
    const long = await t.app.request(`/api/v1/admin/users?q=${"x".repeat(300)}`, { headers: { cookie } });
    expect(long.status).toBe(400);
  });
});
