import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, signIn, signUp } from "./support/accounts.ts";
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
});
