import { calculationListSchema, calculationSchema } from "@gradeatlas/contracts/calculations";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantSubscription, json, markVerified, signIn, signUp } from "./support/accounts.ts";
import { createTestApp } from "./support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let ana: string;
let ben: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  await signUp(t, "ana@example.org");
  await signUp(t, "ben@example.org");
  ana = await signIn(t, "ana@example.org");
  ben = await signIn(t, "ben@example.org");
}, 60_000);
afterAll(async () => {
  await t.close();
});

const transcript = {
  country: "IN",
  courses: [
    { name: "Physics", grade: "72", credits: 4, year: "2023" },
    { name: "Chemistry", grade: "55", credits: 3, year: "2023" },
    { name: "Mathematics", grade: "48", credits: 4, year: "2024", tags: ["major"] },
  ],
};

const call = (cookie: string | undefined, path: string, init: { method?: string; body?: unknown } = {}) =>
  t.app.request(`/api/v1/calculations${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });

describe("saving a calculation", () => {
  it("converts on the server and stores what the engine says", async () => {
    const res = await call(ana, "", {
      method: "POST",
      body: { ...transcript, title: "Priya S.", applicant: { name: "Priya S." } },
    });
    expect(res.status).toBe(201);
    const saved = await json(res);
    const check = await json(
      await t.app.request("/api/v1/convert/transcript", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(transcript),
      }),
    );
    expect(saved.gpa).toBe(check.gpa.overall.gpa);
    expect(saved.result.gpa).toEqual(check.gpa);
    expect(saved).toMatchObject({ title: "Priya S.", applicantName: "Priya S.", country: "IN", courseCount: 3 });

    const again = await json(await call(ana, `/${saved.id}`));
    expect(again.request.courses).toHaveLength(3);
    expect(again.result.courses[0].name).toBe("Physics");
  });

  it("names the course whose grade the scale does not take, and saves nothing", async () => {
    const before = (await json(await call(ana, "?limit=100"))).calculations.length;
    const res = await call(ana, "", {
      method: "POST",
      body: { country: "IN", courses: [{ name: "Art", grade: "120", credits: 2 }] },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).error.message).toMatch(/Course 1 \(Art\): 120 is outside the scale/);
    expect((await json(await call(ana, "?limit=100"))).calculations.length).toBe(before);
  });

  it("refuses a body without courses, broken JSON and an unknown country", async () => {
    expect((await call(ana, "", { method: "POST", body: { country: "IN", courses: [] } })).status).toBe(400);
    expect((await call(ana, "", { method: "POST", body: "{" })).status).toBe(400);
    expect((await call(ana, "", { method: "POST", body: { ...transcript, country: "QQ" } })).status).toBe(404);
  });
});

describe("the contract the web app parses with", () => {
  it("matches a saved calculation, one read back and the list", async () => {
    const saved = await json(await call(ana, "", { method: "POST", body: { ...transcript, title: "Contract" } }));
    expect(calculationSchema.parse(saved).title).toBe("Contract");
    expect(calculationSchema.parse(await json(await call(ana, `/${saved.id}`))).id).toBe(saved.id);
    expect(calculationListSchema.parse(await json(await call(ana, "?limit=5"))).calculations.length).toBeGreaterThan(0);
  });
});

describe("reading and deleting", () => {
  it("lists only the owner's calculations, newest first, in stable pages", async () => {
    for (let i = 0; i < 25; i++) {
      const res = await call(ben, "", { method: "POST", body: { ...transcript, title: `Applicant ${i}` } });
      expect(res.status).toBe(201);
    }
    const first = await json(await call(ben, ""));
    expect(first.calculations).toHaveLength(20);
    expect(first.calculations[0].title).toBe("Applicant 24");
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await json(await call(ben, `?cursor=${first.nextCursor}`));
    expect(second.calculations).toHaveLength(5);
    expect(second.calculations.at(-1).title).toBe("Applicant 0");
    expect(second.nextCursor).toBeNull();
    const ids = new Set([...first.calculations, ...second.calculations].map((c: { id: string }) => c.id));
    expect(ids.size).toBe(25);

    const anaList = await json(await call(ana, "?limit=100"));
    expect(anaList.calculations.every((c: { title: string }) => !c.title?.startsWith("Applicant"))).toBe(true);
  });

  it("answers 404 to anyone but the owner, and the owner can delete", async () => {
    const { id } = await json(await call(ana, "", { method: "POST", body: transcript }));
    expect((await call(ben, `/${id}`)).status).toBe(404);
    expect((await call(ben, `/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await call(ana, `/${id}`)).status).toBe(200);
    expect((await call(ana, `/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(ana, `/${id}`)).status).toBe(404);
    expect((await call(ana, "/not-a-uuid")).status).toBe(404);
  });

  it("refuses a bad limit or cursor with a clear message; guests get 401", async () => {
    const limit = await call(ana, "?limit=0");
    expect(limit.status).toBe(400);
    expect((await json(limit)).error.message).toBe("limit must be a whole number from 1 to 100.");
    expect((await call(ana, "?cursor=garbage")).status).toBe(400);
    expect((await call(undefined, "")).status).toBe(401);
  });

  it("answers 400, naming the cursor, to a cursor it did not give out however it is crafted", async () => {
    const cursor = (text: string) => Buffer.from(text).toString("base64url");
    const id = "0b7e2c1a-3f4d-4e5f-8a9b-0c1d2e3f4a5b";
    const crafted = [
      `2020-01-01T00:00:00Z|${"-".repeat(36)}`,
      `2020-01-01T00:00:00.000Z|${"-".repeat(36)}`,
      `2020-02-31T00:00:00.000Z|${id}`,
      `0000-01-01T00:00:00.000Z|${id}`,
      `2020-01-01|${id}`,
      `2020-01-01T00:00:00.000Z|${id}|extra`,
      `2020-01-01T00:00:00.000Z|${id.toUpperCase().replace("0B", "ZZ")}`,
      `|${id}`,
    ];
    for (const text of crafted) {
      const res = await call(ana, `?cursor=${cursor(text)}`);
      expect(res.status, text).toBe(400);
      expect((await json(res)).error).toEqual({
        code: "bad_request",
        message: "cursor is not one this API gave out.",
        details: { field: "cursor" },
      });
    }
    expect((await call(ana, `?cursor=${cursor(`2020-01-01T00:00:00.000Z|${id}`)}`)).status).toBe(200);
  });
});

describe("the history: search, filter and export (premium)", () => {
  let cleo: string;
  beforeAll(async () => {
    await signUp(t, "cleo@example.org");
    await markVerified(t.db, "cleo@example.org");
    await grantSubscription(t.db, "cleo@example.org");
    cleo = await signIn(t, "cleo@example.org");
    const save = (body: unknown) => call(cleo, "", { method: "POST", body });
    await save({ ...transcript, title: "Priya Sharma" });
    await save({ ...transcript, title: "Arjun Mehta", applicant: { name: "Arjun Mehta" } });
    await save({ country: "DE", courses: [{ grade: "1,7", credits: 6 }], title: '=HYPERLINK("x","Jonas, "K"")' });
  }, 60_000);

  it("searches titles and applicant names, and filters by country", async () => {
    const titles = async (query: string) =>
      (await json(await call(cleo, `?${query}`))).calculations.map((c: { title: string }) => c.title);
    expect(await titles("q=arjun")).toEqual(["Arjun Mehta"]);
    expect(await titles("q=SHARMA")).toEqual(["Priya Sharma"]);
    expect(await titles("country=IN")).toEqual(["Arjun Mehta", "Priya Sharma"]);
    expect(await titles("country=DE&q=priya")).toEqual([]);
    expect(await titles("q=%25")).toEqual([]); // a literal %, not a wildcard
  });

  it("refuses a bad country code and keeps searching for premium users", async () => {
    const bad = await call(cleo, "?country=india");
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.message).toBe("country: country must be a code such as IN, GB or INT");
    const registered = await call(ana, "?q=priya");
    expect(registered.status).toBe(403);
    expect((await json(registered)).error.message).toBe(
      "Searching, filtering and exporting your history are premium features.",
    );
    expect((await call(ana, "")).status).toBe(200); // the plain list stays open to its owner
    expect((await call(ana, "/export")).status).toBe(403);
  });

  it("exports the history as CSV, newest first, with formulas defused", async () => {
    const res = await call(cleo, "/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="gradeatlas-history-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Saved at,Title,Applicant,Country,Scale,Courses,US credits,GPA,Id,Dataset version");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"",""Jonas, ""K"""")",,DE,`);
    expect(lines[2]).toMatch(/,Arjun Mehta,Arjun Mehta,IN,.*,3,/);
    const filtered = (await (await call(cleo, "/export?country=IN&q=priya")).text()).trimEnd().split("\r\n");
    expect(filtered).toHaveLength(2);
    expect(filtered[1]).toContain(",Priya Sharma,,IN,");
  });

  it("summarises the history for the dashboard: totals, months, countries, scales and GPA bands", async () => {
    const list = (await json(await call(cleo, ""))).calculations as { country: string; gpa: number | null }[];
    const res = await call(cleo, "/summary?months=3");
    expect(res.status).toBe(200);
    const stats = await json(res);
    expect(stats.total).toBe(3);
    expect(stats.last30Days).toBe(3);
    const gpas = list.map((c) => c.gpa).filter((g): g is number => g !== null);
    expect(stats.averageGpa).toBeCloseTo(gpas.reduce((a, b) => a + b, 0) / gpas.length, 2);
    expect(stats.byMonth).toHaveLength(3);
    expect(stats.byMonth.at(-1)).toEqual({ month: new Date().toISOString().slice(0, 7), count: 3 });
    expect(stats.byMonth[0].count).toBe(0);
    expect(stats.byCountry.map((c: { country: string; count: number }) => [c.country, c.count])).toEqual([
      ["IN", 2],
      ["DE", 1],
    ]);
    expect(stats.byScale.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(3);
    expect(stats.gpaBands.map((b: { label: string }) => b.label)).toEqual([
      "3.50–4.00",
      "3.00–3.49",
      "2.50–2.99",
      "2.00–2.49",
      "Below 2.00",
    ]);
    expect(stats.gpaBands.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(gpas.length);

    const bad = await call(cleo, "/summary?months=36");
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.message).toBe("months: months must be a whole number from 1 to 24");
    expect((await call(ana, "/summary")).status).toBe(403);
  });
});
