import { GPA_BUCKETS, type Insights, OTHER } from "@gradeatlas/contracts/insights";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveDomain, json, setInstitutionRole } from "./support/accounts.ts";
import { people } from "./support/people.ts";
import { createTestApp } from "./support/test-app.ts";

// GET /api/v1/insights (issue 18): an institution's applicant pool over a
// period, from calculations its members saved through the real API, so the
// failed/repeated flags are the engine's.

let t: Awaited<ReturnType<typeof createTestApp>>;
const { user, send, get } = people(() => t);

type Transcript = { country: string; courses: { grade: string; credits: number; name?: string }[] };
// Two passed courses on each country's default scale.
const passing: Record<string, [string, string]> = { IN: ["72", "61"], DE: ["1.7", "2.3"], NG: ["A", "B"] };
const passed = (country: string): Transcript => ({
  country,
  courses: [
    { grade: passing[country]?.[0] as string, credits: 4, name: "Physics" },
    { grade: passing[country]?.[1] as string, credits: 3, name: "Chemistry" },
  ],
});
// India's percentage scale passes at 40: 30 is a US F.
const failed: Transcript = {
  country: "IN",
  courses: [
    { grade: "30", credits: 4, name: "Physics" },
    { grade: "70", credits: 3, name: "Chemistry" },
  ],
};
// Same course twice (case and spacing differ), both passed.
const repeated: Transcript = {
  country: "IN",
  courses: [
    { grade: "45", credits: 4, name: "Linear  Algebra" },
    { grade: "68", credits: 4, name: "linear algebra" },
  ],
};
// Failed, then repeated and passed.
const failedThenRepeated: Transcript = {
  country: "IN",
  courses: [
    { grade: "35", credits: 4, name: "Statistics" },
    { grade: "75", credits: 4, name: "Statistics" },
  ],
};

/** Saves a transcript as `email` through the API, dated `at`; returns its saved GPA. */
async function save(email: string, transcript: Transcript, at: string): Promise<number | null> {
  const res = await send("POST", "/api/v1/calculations", email, transcript);
  if (res.status !== 201) throw new Error(`save failed: ${res.status} ${await res.text()}`);
  const body = await json(res);
  await sql`update calculations set created_at = ${new Date(at)} where id = ${body.id}`.execute(t.db);
  return body.result.gpa.overall.gpa;
}

const insights = async (query: string, email = "head@office.example"): Promise<Insights> => {
  const res = await get(`/api/v1/insights${query}`, email);
  expect(res.status).toBe(200);
  return json(res);
};

const gpas: (number | null)[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  await approveDomain(t.db, "office.example");
  await user("head@office.example", { admin: true, plan: true });
  await user("ana@office.example");
  await user("bob@office.example");
  await user("vic@office.example");
  await setInstitutionRole(t, "vic@office.example", "viewer");
  // Another paying institution, whose figures must never show.
  await approveDomain(t.db, "rival.example");
  await user("boss@rival.example", { admin: true, plan: true });
  await user("eve@rival.example");
  // An institution whose admin does not pay.
  await approveDomain(t.db, "unpaid.example");
  await user("dean@unpaid.example", { admin: true });
  // A subscriber of their own, in no institution.
  await user("solo@example.org", { plan: true });

  // March 2025: IN ×3 (one failed, one repeated), DE ×1. April 2025: IN ×1 (failed and repeated), DE ×1, NG ×1.
  gpas.push(await save("ana@office.example", passed("IN"), "2025-03-01T00:00:00Z"));
  gpas.push(await save("ana@office.example", failed, "2025-03-10T12:00:00Z"));
  gpas.push(await save("bob@office.example", repeated, "2025-03-20T12:00:00Z"));
  gpas.push(await save("bob@office.example", passed("DE"), "2025-03-31T23:59:59Z"));
  gpas.push(await save("ana@office.example", failedThenRepeated, "2025-04-02T08:00:00Z"));
  gpas.push(await save("head@office.example", passed("DE"), "2025-04-15T08:00:00Z"));
  gpas.push(await save("ana@office.example", passed("NG"), "2025-04-30T23:59:59Z"));
  // Just outside the period 2025-03-01..2025-04-30 on each side.
  await save("ana@office.example", failed, "2025-02-28T23:59:59Z");
  await save("bob@office.example", repeated, "2025-05-01T00:00:00Z");
  // The rival's, in the same period; and the lone subscriber's (no institution).
  await save("eve@rival.example", failed, "2025-03-15T00:00:00Z");
  await save("solo@example.org", failed, "2025-03-15T00:00:00Z");
}, 300_000);
afterAll(async () => {
  await t.close();
});

const SPRING = "?from=2025-03-01&to=2025-04-30";

describe("GET /api/v1/insights", () => {
  it("counts applicants per country and month, and per scale, from its own institution only", async () => {
    const body = await insights(SPRING);
    expect(body.period).toEqual({ from: "2025-03-01", to: "2025-04-30" });
    expect(body.total).toBe(7);
    expect(body.applicants.countries).toEqual(["IN", "DE", "NG"]);
    expect(body.applicants.byMonth).toEqual([
      { month: "2025-03", total: 4, counts: [3, 1, 0] },
      { month: "2025-04", total: 3, counts: [1, 1, 1] },
    ]);
    expect(body.applicants.byScale.map((s) => [s.scaleId, s.count])).toEqual([
      ["in-percentage", 4],
      ["de-university", 2],
      [body.applicants.byScale[2]?.scaleId, 1],
    ]);
  });

  it("gives each country's GPA distribution in 0.5 buckets and its median", async () => {
    const body = await insights(SPRING);
    const india = gpas.filter((_, i) => [0, 1, 2, 4].includes(i)) as number[];
    const sorted = [...india].sort((a, b) => a - b);
    const median = Math.round(((sorted[1] as number) + (sorted[2] as number)) * 50) / 100;
    const row = body.gpaByCountry.find((r) => r.country === "IN");
    expect(row).toMatchObject({ count: 4, median });
    const expected = GPA_BUCKETS.map(() => 0);
    for (const g of india) {
      const i = Math.min(Math.floor(g / 0.5), 7);
      expected[i] = (expected[i] ?? 0) + 1;
    }
    expect(row?.buckets).toEqual(expected);
    expect(row?.buckets).toHaveLength(8);
    expect(body.gpaByCountry.map((r) => r.country)).toEqual(["IN", "DE", "NG"]);
    const germany = body.gpaByCountry.find((r) => r.country === "DE");
    expect(germany?.median).toBe(gpas[3]);
  });

  it("shares of transcripts with a failed and with a repeated course, overall and per month", async () => {
    const body = await insights(SPRING);
    expect(body.transcripts.overall).toEqual({
      total: 7,
      withFailed: 2,
      withRepeated: 2,
      failedShare: 0.2857,
      repeatedShare: 0.2857,
    });
    expect(body.transcripts.byMonth).toEqual([
      { month: "2025-03", total: 4, withFailed: 1, withRepeated: 1, failedShare: 0.25, repeatedShare: 0.25 },
      { month: "2025-04", total: 3, withFailed: 1, withRepeated: 1, failedShare: 0.3333, repeatedShare: 0.3333 },
    ]);
  });

  it("counts conversions per evaluator, with their share", async () => {
    const body = await insights(SPRING);
    expect(body.evaluators).toEqual([
      { email: "ana@office.example", count: 4, share: 0.5714 },
      { email: "bob@office.example", count: 2, share: 0.2857 },
      { email: "head@office.example", count: 1, share: 0.1429 },
    ]);
  });

  it("takes both ends of the period whole, in UTC days", async () => {
    expect((await insights("?from=2025-02-28&to=2025-02-28")).total).toBe(1);
    expect((await insights("?from=2025-03-01&to=2025-03-01")).total).toBe(1);
    expect((await insights("?from=2025-03-31&to=2025-03-31")).total).toBe(1);
    expect((await insights("?from=2025-05-01&to=2025-05-31")).total).toBe(1);
    const year = await insights("?from=2025-01-01&to=2025-12-31");
    expect(year.total).toBe(9);
    expect(year.applicants.byMonth.map((m) => m.month)).toHaveLength(12);
    expect(year.transcripts.byMonth.find((m) => m.month === "2025-07")).toMatchObject({ total: 0, failedShare: null });
  });

  it("defaults to the last 12 months up to today", async () => {
    const body = await insights("");
    const today = new Date().toISOString().slice(0, 10);
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
    expect(body.period).toEqual({ from: first, to: today });
    expect(body.applicants.byMonth).toHaveLength(12);
  });

  it("sums everything past the top 10 countries as Other", async () => {
    const codes = ["FR", "IT", "ES", "PL", "KE", "GH", "PK", "BD", "VN", "TH", "MX", "BR"];
    for (const code of codes) {
      await t.db
        .insertInto("calculations")
        .values({
          user_id: (
            await t.db
              .selectFrom("users")
              .select("id")
              .where("email", "=", "bob@office.example")
              .executeTakeFirstOrThrow()
          ).id,
          institution_id: (
            await t.db
              .selectFrom("approved_domains")
              .select("institution_id")
              .where("domain", "=", "office.example")
              .executeTakeFirstOrThrow()
          ).institution_id,
          title: null,
          applicant_name: null,
          country: code,
          scale_id: `${code.toLowerCase()}-test`,
          scale_name: `${code} test scale`,
          request: "{}",
          result: "{}",
          course_count: 1,
          gpa: null,
          us_credits: 3,
        })
        .execute();
    }
    const body = await insights("");
    expect(body.applicants.countries).toHaveLength(11);
    expect(body.applicants.countries.at(-1)).toBe(OTHER);
    const thisMonth = body.applicants.byMonth.at(-1);
    expect(thisMonth?.counts.reduce((a, b) => a + b, 0)).toBe(thisMonth?.total);
    expect(thisMonth?.counts.at(-1)).toBe(2); // TH and VN, past the first ten in code order
    expect(body.applicants.byScale.at(-1)?.scaleId).toBe(OTHER);
    // Without a GPA none of them has a distribution.
    expect(body.gpaByCountry).toEqual([]);
  });

  it("refuses bad periods with a message saying what is wrong", async () => {
    const bad = async (query: string, message: RegExp) => {
      const res = await get(`/api/v1/insights${query}`, "head@office.example");
      expect(res.status).toBe(400);
      expect((await json(res)).error.message).toMatch(message);
    };
    await bad("?from=2025-02-30", /from must be a date written YYYY-MM-DD/);
    await bad("?to=yesterday", /to must be a date written YYYY-MM-DD/);
    await bad("?from=2025-1-1", /from must be a date/);
    await bad("?from=2025-05-01&to=2025-04-30", /from \(2025-05-01\) must not be after to \(2025-04-30\)/);
    await bad("?from=2019-12-31&to=2025-01-01", /at most 5 years: for to 2025-01-01, from must be 2020-01-01 or later/);
    await bad("?from=2099-01-01", /must not be after to/);
    const fiveYears = await get("/api/v1/insights?from=2020-01-01&to=2025-01-01", "head@office.example");
    expect(fiveYears.status).toBe(200);
  });

  it("is for the institution's admins and viewers while it has premium", async () => {
    expect((await insights(SPRING, "vic@office.example")).total).toBe(7);
    const rival = await insights(SPRING, "boss@rival.example");
    expect(rival.total).toBe(1);
    expect(rival.evaluators).toEqual([{ email: "eve@rival.example", count: 1, share: 1 }]);

    const evaluator = await get(`/api/v1/insights${SPRING}`, "ana@office.example");
    expect(evaluator.status).toBe(403);
    expect((await json(evaluator)).error.message).toMatch(/for your institution's admins and viewers/);
    const unpaid = await get(`/api/v1/insights${SPRING}`, "dean@unpaid.example");
    expect(unpaid.status).toBe(403);
    expect((await json(unpaid)).error.message).toMatch(/premium feature/);
    const solo = await get(`/api/v1/insights${SPRING}`, "solo@example.org");
    expect(solo.status).toBe(403);
    expect((await json(solo)).error.message).toMatch(/not a member of an institution/);
    expect((await get(`/api/v1/insights${SPRING}`, null)).status).toBe(401);
  });

  it("stores the failed and repeated flags with each saved calculation", async () => {
    const rows = await t.db
      .selectFrom("calculations")
      .select(["created_at", "has_failed_course", "has_repeated_course"])
      .where("created_at", "<", new Date("2025-03-21T00:00:00Z"))
      .where("created_at", ">=", new Date("2025-03-01T00:00:00Z"))
      .where("country", "=", "IN")
      .where("institution_id", "is not", null)
      .orderBy("created_at")
      .execute();
    expect(rows.map((r) => [r.has_failed_course, r.has_repeated_course])).toEqual([
      [false, false],
      [true, false],
      [true, false], // the rival's
      [false, true],
    ]);
  });
});
