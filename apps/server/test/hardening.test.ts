import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toErrorResponse } from "../src/http/error-handler.ts";
import { createLogger } from "../src/logger.ts";
import { authPost, createRoleFixtures, json } from "./support/accounts.ts";
import { createTestApp, jsonRequest } from "./support/test-app.ts";

// Requests an attacker or a broken client sends: each gets a clear 4xx and
// changes nothing. (The fuzz suite throws generated ones at every route.)
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookies: Awaited<ReturnType<typeof createRoleFixtures>>;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  cookies = await createRoleFixtures(t);
}, 300_000); // the role fixtures sign nine accounts up and in: slow on a busy machine
afterAll(async () => {
  await t.close();
});

const as = (cookie: string | undefined, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
});
const save = (cookie: string, title = "Transcript") =>
  t.app.request(
    "/api/v1/calculations",
    as(cookie, jsonRequest("POST", { country: "IN", title, courses: [{ grade: "65", credits: 3 }] })),
  );

describe("text the database cannot store", () => {
  const nul = "a\u0000b";
  const loneSurrogate = "a\uD800b";
  it.each([
    ["a lead", "/api/v1/leads", { email: "x@example.org", source: "lead-modal", context: nul }],
    ["early access", "/api/v1/early-access", { email: "y@example.org", name: loneSurrogate }],
    ["an error report", "/api/client-errors", { message: nul, route: "/", occurredAt: new Date().toISOString() }],
    ["an alert", "/api/alerts", { rule: nul, severity: "low", timestamp: Date.now(), template: "t" }],
  ] as [string, string, unknown][])("in %s is a 400 naming the field", async (_what, path, body) => {
    const res = await t.app.request(path, as(cookies.registered, jsonRequest("POST", body)));
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toMatch(/NUL character \(U\+0000\) or an unpaired surrogate/);
  });

  it("in a saved calculation or a reading-list item is a 400, and nothing is saved", async () => {
    const res = await save(cookies.registered as string, `Ana${"\u0000"}`);
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toMatch(/^title: /);
    const item = await t.app.request(
      "/api/v1/reading-list",
      as(cookies.subscriber, jsonRequest("POST", { kind: "post", slug: "x", title: "a\uDC00" })),
    );
    expect(item.status).toBe(400);
    expect((await json(await t.app.request("/api/v1/calculations", as(cookies.registered)))).calculations).toHaveLength(
      0,
    );
  });

  it.each([
    ["/api/v1/calculations?q=%00", "subscriber"],
    ["/api/v1/calculations/export?q=%00", "subscriber"],
    ["/api/v1/admin/users?q=%00", "operator"],
    ["/api/v1/password-reset/token?token=%00", "guest"],
    ["/api/v1/calculations/%00", "registered"],
  ] as const)("in the address %s is a 400", async (path, role) => {
    const res = await t.app.request(path, as(cookies[role]));
    expect(res.status).toBe(400);
    expect((await json(res)).error.code).toBe("bad_request");
  });

  it("in Better Auth's calls is a 400", async () => {
    const res = await authPost(t, "/sign-in/email", {
      email: "a\u0000@example.org",
      password: "x",
      termsAccepted: true,
    });
    expect(res.status).toBe(400);
  });
});

describe("the database refusing a value (class 22)", () => {
  it("is a 400 with a plain message, never a 500", async () => {
    const app = new Hono()
      .get("/x", () => {
        throw Object.assign(new Error('invalid input syntax for type uuid: "x"'), { code: "22P02" });
      })
      .onError((err, c) => toErrorResponse(err, c, createLogger("silent")));
    const res = await app.request("/x");
    expect(res.status).toBe(400);
    expect((await json(res)).error).toEqual({
      code: "bad_request",
      message: "A value in this request is not one the database can accept.",
    });
  });
});

describe("requests from another site", () => {
  const evil = { origin: "http://evil.example" };
  it("cannot delete a calculation with the owner's cookie", async () => {
    const saved = await json(await save(cookies.registered as string));
    const del = await t.app.request(
      `/api/v1/calculations/${saved.id}`,
      as(cookies.registered, { method: "DELETE", headers: evil }),
    );
    expect(del.status).toBe(403);
    expect((await json(del)).error.message).toContain("accepts changes only from");
    expect((await t.app.request(`/api/v1/calculations/${saved.id}`, as(cookies.registered))).status).toBe(200);
  });

  it("cannot grant a plan with an operator's cookie, nor by Sec-Fetch-Site alone", async () => {
    const user = await t.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "registered@example.org")
      .executeTakeFirstOrThrow();
    const path = `/api/v1/admin/users/${user.id}/subscription`;
    expect((await t.app.request(path, as(cookies.operator, { method: "POST", headers: evil }))).status).toBe(403);
    const crossSite = { "sec-fetch-site": "cross-site" };
    expect((await t.app.request(path, as(cookies.operator, { method: "POST", headers: crossSite }))).status).toBe(403);
    const me = await json(await t.app.request("/api/me", as(cookies.registered)));
    expect(me.tier).toBe("registered");
  });

  it("are accepted from the app's own origin", async () => {
    const res = await t.app.request(
      "/api/v1/calculations",
      as(
        cookies.registered,
        jsonRequest(
          "POST",
          { country: "IN", courses: [{ grade: "65", credits: 3 }] },
          { origin: t.config.BASE_URL, "sec-fetch-site": "same-origin" },
        ),
      ),
    );
    expect(res.status).toBe(201);
  });

  it("cannot post a form where JSON is expected (415)", async () => {
    const res = await t.app.request("/api/v1/leads", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=x%40example.org&source=lead-modal",
    });
    expect(res.status).toBe(415);
    expect((await json(res)).error.message).toBe("Send the request body as JSON (Content-Type: application/json).");
  });
});

describe("body size", () => {
  const big = (kb: number) => "x".repeat(kb * 1024);
  it.each([
    ["/api/auth/sign-in/email", { email: "a@example.org", password: big(100), termsAccepted: true }],
    ["/api/v1/reading-list", { kind: "post", slug: "x", title: big(100) }],
    ["/api/auth/request-password-reset", { email: big(100) }],
  ] as const)("over 64 KB on %s is a 413 before anything reads it", async (path, body) => {
    const res = await t.app.request(
      path,
      as(cookies.subscriber, jsonRequest("POST", body, { origin: t.config.BASE_URL })),
    );
    expect(res.status).toBe(413);
    expect((await json(res)).error.message).toBe("A request body may be at most 64 KB.");
  });

  it("up to 512 KB is still accepted for a whole transcript", async () => {
    const courses = Array.from({ length: 400 }, (_, i) => ({
      grade: "65",
      credits: 3,
      name: `Course ${i} ${"x".repeat(180)}`,
    }));
    const res = await t.app.request("/api/v1/convert/transcript", jsonRequest("POST", { country: "IN", courses }));
    expect(JSON.stringify({ country: "IN", courses }).length).toBeGreaterThan(64 * 1024);
    expect(res.status).toBe(200);
  });
});

describe("the profile fields of update-user", () => {
  it.each([null, true, [], {}, 42])("refuse a name of %j with a 400 and keep the stored name", async (name) => {
    const res = await authPost(t, "/update-user", { name, fullName: name }, cookies.registered);
    expect(res.status).toBe(400);
    const user = await t.db
      .selectFrom("users")
      .select(["name", "full_name"])
      .where("email", "=", "registered@example.org")
      .executeTakeFirstOrThrow();
    expect(typeof user.name).toBe("string");
    expect(user.full_name).not.toBe("42");
  });

  it("refuse a name over 200 characters and fields that are not the profile's", async () => {
    expect((await authPost(t, "/update-user", { fullName: "x".repeat(201) }, cookies.registered)).status).toBe(400);
    const role = await authPost(t, "/update-user", { role: "admin" }, cookies.registered);
    expect(role.status).toBe(400);
    expect((await json(role)).message).toBe("role: cannot be changed here.");
  });

  it("store a proper name", async () => {
    const res = await authPost(t, "/update-user", { fullName: "Ana Souza", name: "Ana Souza" }, cookies.registered);
    expect(res.status).toBe(200);
    const user = await t.db
      .selectFrom("users")
      .select("full_name")
      .where("email", "=", "registered@example.org")
      .executeTakeFirstOrThrow();
    expect(user.full_name).toBe("Ana Souza");
  });
});

describe("caching", () => {
  it.each([
    ["/api/v1/calculations", "registered"],
    ["/api/v1/calculations/summary", "subscriber"],
    ["/api/v1/reading-list", "subscriber"],
    ["/api/v1/team", "admin"],
    ["/api/v1/admin/users", "operator"],
    ["/api/v1/admin/outbox", "operator"],
  ] as const)("%s tells every cache not to keep it", async (path, role) => {
    const res = await t.app.request(path, as(cookies[role]));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("the public grading data may still be cached", async () => {
    const res = await t.app.request("/api/v1/grading-systems");
    expect(res.headers.get("cache-control")).toMatch(/public/);
  });
});
