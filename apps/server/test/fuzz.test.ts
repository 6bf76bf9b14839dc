import { BILLING_NOT_CONFIGURED } from "@gradeatlas/contracts/billing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRoleFixtures, someAddress } from "./support/accounts.ts";
import { createTestApp } from "./support/test-app.ts";

// Generated bad requests against every API route the app serves (read from
// the app itself, so a new route is fuzzed without a line here) and Better
// Auth's endpoints, as a guest and signed in. Whatever arrives, the answer is
// never a 5xx, and our own routes name the problem in a JSON error.
// Bounded: RUNS generated requests per route and persona, seeded, so a
// failure replays.
const RUNS = 12;
const SEED = 20261124;

const authEndpoints = [
  "POST /api/auth/sign-up/email",
  "POST /api/auth/sign-in/email",
  "POST /api/auth/update-user",
  "POST /api/auth/change-password",
  "POST /api/auth/request-password-reset",
  "POST /api/auth/reset-password",
  "POST /api/auth/send-verification-email",
  "GET /api/auth/get-session",
];

let t: Awaited<ReturnType<typeof createTestApp>>;
let personas: [string, string | undefined][];
let routes: string[];
let adminCookie: string | undefined;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  const cookies = await createRoleFixtures(t);
  adminCookie = cookies.institutionAdmin;
  personas = [
    ["guest", undefined],
    ["subscriber", cookies.subscriber],
    ["operator", cookies.operator],
  ];
  routes = [
    ...new Set(
      t.app.routes
        .filter((r) => r.path.startsWith("/api/") && !r.path.endsWith("/*") && r.method !== "ALL")
        .map((r) => `${r.method} ${r.path.replace(/\/$/, "")}`),
    ),
    ...authEndpoints,
  ];
}, 300_000); // nine accounts signed up and in: slow when the shared machine is busy
afterAll(async () => {
  await t.close();
});

// Text that breaks naive code: NUL, lone surrogates, huge numbers as text, SQL and path tricks.
const nasty = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "a\uD800",
    "\uDC00b",
    "'; drop table users; --",
    "../../etc/passwd",
    "%00",
    "1e308",
    "-1",
    "NaN",
    "2020-01-01T00:00:00Z|------------------------------------",
    "00000000-0000-0000-0000-000000000000",
    "x".repeat(5000),
  ),
);
const jsonish: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    nasty,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        nasty,
        fc.constantFrom(
          "email",
          "name",
          "grade",
          "country",
          "courses",
          "token",
          "role",
          "to",
          "calculationId",
          "subject",
          "body",
        ),
      ),
      tie("value"),
      { maxKeys: 5 },
    ),
  ),
})).value;
const body = fc.oneof(
  jsonish.map((v) => JSON.stringify(v) ?? "null"),
  nasty, // not JSON at all
  fc.constant(""),
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  undefined,
);
const query = fc.dictionary(
  fc.constantFrom(
    "q",
    "cursor",
    "limit",
    "country",
    "months",
    "token",
    "severity",
    "minutes",
    "route",
    "scope",
    "evaluator",
    "member",
    "from",
    "to",
    "action",
    "x",
  ),
  nasty,
  { maxKeys: 4 },
);
const param = fc.oneof(nasty, fc.uuid());

function namesTheProblem(text: string): boolean {
  try {
    const { error } = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    return typeof error?.code === "string" && typeof error.message === "string" && error.message.length > 0;
  } catch {
    return false;
  }
}

const fill = (path: string, values: string[]) => {
  let i = 0;
  return path.replace(/:[a-z]+/gi, () => encodeURIComponent(values[i++ % values.length] ?? "x"));
};

describe("fuzzing every API route", () => {
  it("never answers 5xx, and our routes' errors are JSON naming the problem", async () => {
    const failures: string[] = [];
    const exercised = new Set<string>();
    for (const route of routes) {
      const [method, path] = route.split(" ") as [string, string];
      for (const [persona, cookie] of personas) {
        await fc
          .assert(
            fc.asyncProperty(
              body,
              contentType,
              query,
              fc.array(param, { minLength: 1, maxLength: 2 }),
              async (b, type, q, params) => {
                const search = new URLSearchParams(q as Record<string, string>).toString();
                const url = `${fill(path, params)}${search ? `?${search}` : ""}`;
                const headers: Record<string, string> = { origin: t.config.BASE_URL, "x-forwarded-for": someAddress() };
                if (type) headers["content-type"] = type;
                if (cookie) headers.cookie = cookie;
                const hasBody = method !== "GET" && method !== "HEAD";
                exercised.add(route);
                const res = await t.app.request(url, { method, headers, ...(hasBody ? { body: b } : {}) });
                const text = await res.text();
                const where = `${persona} ${method} ${url} → ${res.status} ${text.slice(0, 200)}`;
                // A server without Stripe keys refuses billing with a deliberate 503 that says so
                // (issue 16: never a fake success); any other 5xx is a failure.
                const billingOff = res.status === 503 && text.includes(BILLING_NOT_CONFIGURED);
                if (res.status >= 500 && !billingOff) failures.push(where);
                else if (res.status >= 400 && !path.startsWith("/api/auth/") && !namesTheProblem(text)) {
                  failures.push(`no JSON error naming the problem: ${where}`);
                }
                return true;
              },
            ),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          )
          .catch(() => {});
      }
    }
    expect(failures).toEqual([]);
    expect([...exercised].sort()).toEqual([...routes].sort());
    expect(routes.length).toBeGreaterThan(35);
  }, 600_000);
});

// The image uploads take multipart/form-data, which the generated bodies above
// rarely are: here any bytes arrive as the file, under any name and declared type,
// from the people allowed to upload. Never a 5xx; always a JSON error naming the problem.
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 600 }),
  fc
    .constantFrom("GIF89a", "\x89PNG\r\n\x1a\n", "\xff\xd8\xff\xe0", "<svg", "<svg xmlns='http://www.w3.org/2000/svg'>")
    .chain((head) =>
      fc.uint8Array({ maxLength: 300 }).map((tail) => new Uint8Array([...Buffer.from(head, "latin1"), ...tail])),
    ),
);
describe("fuzzing the image uploads", () => {
  it("never answers 5xx to any bytes as a logo or signature", async () => {
    const failures: string[] = [];
    const uploads: [string, string | undefined][] = [
      ["/api/v1/branding/institution/logo", adminCookie],
      ["/api/v1/branding/me/signature", adminCookie],
    ];
    for (const [path, cookie] of uploads) {
      await fc.assert(
        fc.asyncProperty(
          fileBytes,
          nasty,
          fc.constantFrom("image/png", "image/svg+xml", "text/plain", ""),
          async (bytes, name, type) => {
            const form = new FormData();
            form.set("file", new File([bytes], name || "x", { type }));
            const res = await t.app.request(path, { method: "PUT", body: form, headers: { cookie: cookie ?? "" } });
            const text = await res.text();
            if (res.status >= 500) failures.push(`${path} → ${res.status} ${text.slice(0, 200)}`);
            else if (res.status >= 400 && !namesTheProblem(text))
              failures.push(`no JSON error: ${path} → ${res.status}`);
            return true;
          },
        ),
        { numRuns: RUNS * 3, seed: SEED },
      );
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

// CRM connections take nested settings, secrets and mappings from their admin: here bodies
// close to valid ones (any kind, any of each kind's setting names, any values) arrive
// as the institution's admin, at create, edit and resync, and the sync log's query.
// Never a 5xx; always a JSON error naming the problem.
const crmValue = fc.oneof(
  nasty,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.webUrl(),
  fc.constant("https://x.example"),
);
const crmBody = fc.record(
  {
    kind: fc.oneof(fc.constantFrom("slate_sftp", "slate_feed", "salesforce", "hubspot", "webhook"), nasty),
    name: fc.oneof(nasty, fc.constant("Fuzz")),
    settings: fc.dictionary(
      fc.constantFrom(
        "url",
        "host",
        "port",
        "username",
        "directory",
        "hostKeySha256",
        "format",
        "schedule",
        "instanceUrl",
        "loginUrl",
        "auth",
        "clientId",
        "object",
        "externalIdField",
        "matchOn",
        "apiVersion",
        "baseUrl",
        "createMissingProperties",
      ),
      crmValue,
      { maxKeys: 8 },
    ),
    secrets: fc.oneof(
      fc.dictionary(fc.constantFrom("password", "privateKey", "clientSecret", "accessToken", "secret"), nasty),
      jsonish,
    ),
    mapping: fc.oneof(
      fc.array(
        fc.record({ field: fc.oneof(fc.constantFrom("gpa_overall", "applicant_email"), nasty), target: nasty }),
        { maxLength: 4 },
      ),
      jsonish,
    ),
    events: fc.oneof(
      fc.array(fc.oneof(fc.constantFrom("calculation.saved", "report.issued"), nasty), { maxLength: 3 }),
      jsonish,
    ),
    since: fc.oneof(nasty, fc.constant("2026-02-30"), fc.constant("2026-01-01")),
  },
  { requiredKeys: [] },
);
describe("fuzzing CRM connections as their admin", () => {
  it("never answers 5xx to any connection, edit or resync", async () => {
    const failures: string[] = [];
    const made = await t.app.request("/api/v1/crm/connections", {
      method: "POST",
      headers: { "content-type": "application/json", origin: t.config.BASE_URL, cookie: adminCookie ?? "" },
      body: JSON.stringify({ kind: "webhook", name: "Fuzz target", settings: { url: "https://hooks.example.org/f" } }),
    });
    expect(made.status).toBe(201);
    const id = ((await made.json()) as { connection: { id: string } }).connection.id;
    const calls: [string, string][] = [
      ["POST", "/api/v1/crm/connections"],
      ["PATCH", `/api/v1/crm/connections/${id}`],
      ["POST", `/api/v1/crm/connections/${id}/resync`],
    ];
    for (const [method, path] of calls)
      await fc.assert(
        fc.asyncProperty(crmBody, async (b) => {
          const res = await t.app.request(path, {
            method,
            headers: { "content-type": "application/json", origin: t.config.BASE_URL, cookie: adminCookie ?? "" },
            body: JSON.stringify(b),
          });
          const text = await res.text();
          if (res.status >= 500) failures.push(`${method} ${path} → ${res.status} ${text.slice(0, 200)}`);
          else if (res.status >= 400 && !namesTheProblem(text)) failures.push(`no JSON error: ${method} ${path}`);
          return true;
        }),
        { numRuns: RUNS * 4, seed: SEED },
      );
    await fc.assert(
      fc.asyncProperty(nasty, nasty, async (state, cursor) => {
        const search = new URLSearchParams({ state, cursor }).toString();
        const res = await t.app.request(`/api/v1/crm/connections/${id}/deliveries?${search}`, {
          headers: { cookie: adminCookie ?? "" },
        });
        if (res.status >= 500) failures.push(`deliveries?${search} → ${res.status}`);
        return true;
      }),
      { numRuns: RUNS * 2, seed: SEED },
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
