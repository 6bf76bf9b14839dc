import { MAX_EXPORT_ROWS } from "@gradeatlas/contracts/calculations";
import { exportCapNote } from "@gradeatlas/contracts/csv";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveDomain, json, setInstitutionRole } from "./support/accounts.ts";
import { people } from "./support/people.ts";
import { createTestApp } from "./support/test-app.ts";

// The institution's history (issue 18): GET /api/v1/calculations?scope=team for
// its admins and viewers while it has premium; evaluators see their own only;
// a team calculation is readable (never deletable) by them; anyone else gets 404.

let t: Awaited<ReturnType<typeof createTestApp>>;
const { user, send, get, ids } = people(() => t);
const saved: Record<string, string> = {};

const team = async (query: string, email: string) => {
  const res = await get(`/api/v1/calculations?scope=team${query}`, email);
  expect(res.status).toBe(200);
  return json(res);
};
const titles = (list: { calculations: { title: string }[] }) => list.calculations.map((c) => c.title);

async function save(email: string, title: string, country = "IN", grade = "72") {
  const res = await send("POST", "/api/v1/calculations", email, { country, title, courses: [{ grade, credits: 4 }] });
  expect(res.status).toBe(201);
  saved[title] = (await json(res)).id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  await approveDomain(t.db, "uni.example");
  await approveDomain(t.db, "other.example");
  await approveDomain(t.db, "unpaid.example");
  await user("head@uni.example", { admin: true, plan: true });
  await user("ana@uni.example");
  await user("leo@uni.example");
  await user("vi@uni.example");
  await setInstitutionRole(t, "vi@uni.example", "viewer");
  await user("boss@other.example", { admin: true, plan: true });
  await user("chief@unpaid.example", { admin: true });
  await user("look@unpaid.example");
  await setInstitutionRole(t, "look@unpaid.example", "viewer");
  // A viewer who pays for themselves: their plan is theirs, not the institution's.
  await user("payer@unpaid.example", { plan: true });
  await setInstitutionRole(t, "payer@unpaid.example", "viewer");
  await user("solo@example.org", { plan: true });

  await save("ana@uni.example", "Priya Sharma");
  await save("ana@uni.example", "Jonas Keller", "DE", "1,7");
  await save("leo@uni.example", "=cmd|' /C calc'!A0");
  await save("head@uni.example", "Head's own");
  await save("boss@other.example", "Other institution's");
  await save("solo@example.org", "Solo's");
  expect((await send("POST", "/api/v1/team/leave", "leo@uni.example")).status).toBe(204);
  // Saved after leaving: his own, not the institution's.
  await save("leo@uni.example", "Leo after leaving");
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("the institution's history", () => {
  it("shows a viewer every calculation saved under the institution, with who saved it, people who left included", async () => {
    const list = await team("", "vi@uni.example");
    expect(titles(list)).toEqual(["Head's own", "=cmd|' /C calc'!A0", "Jonas Keller", "Priya Sharma"]);
    expect(list.calculations.map((c: { savedBy: string }) => c.savedBy)).toEqual([
      "head@uni.example",
      "leo@uni.example",
      "ana@uni.example",
      "ana@uni.example",
    ]);
    expect(list.evaluators).toEqual([
      { id: ids["ana@uni.example"], email: "ana@uni.example" },
      { id: ids["head@uni.example"], email: "head@uni.example" },
      { id: ids["leo@uni.example"], email: "leo@uni.example" },
    ]);
  });

  it("filters by evaluator, with the search and country filters, and pages with the cursor", async () => {
    expect(titles(await team(`&evaluator=${ids["ana@uni.example"]}`, "head@uni.example"))).toEqual([
      "Jonas Keller",
      "Priya Sharma",
    ]);
    expect(titles(await team(`&evaluator=${ids["ana@uni.example"]}&country=DE`, "head@uni.example"))).toEqual([
      "Jonas Keller",
    ]);
    expect(titles(await team("&q=priya", "head@uni.example"))).toEqual(["Priya Sharma"]);
    expect(titles(await team(`&evaluator=${ids["leo@uni.example"]}`, "head@uni.example"))).toEqual([
      "=cmd|' /C calc'!A0",
    ]);

    const seen: string[] = [];
    let cursor = "";
    for (let page = 0; page < 10; page++) {
      const list = await team(`&limit=1${cursor ? `&cursor=${cursor}` : ""}`, "head@uni.example");
      seen.push(...titles(list));
      if (!list.nextCursor) break;
      cursor = list.nextCursor;
    }
    expect(seen).toEqual(["Head's own", "=cmd|' /C calc'!A0", "Jonas Keller", "Priya Sharma"]);
  });

  it("leaves everyone's own history as it was (scope=mine is the default)", async () => {
    const own = await json(await get("/api/v1/calculations", "head@uni.example"));
    expect(titles(own)).toEqual(["Head's own"]);
    expect(own.calculations[0].savedBy).toBeUndefined();
    expect(own.evaluators).toBeUndefined();
    expect(titles(await json(await get("/api/v1/calculations?scope=mine", "leo@uni.example")))).toEqual([
      "Leo after leaving",
      "=cmd|' /C calc'!A0",
    ]);
  });

  it("exports the institution's history as CSV with who saved each, formulas defused", async () => {
    const res = await get("/api/v1/calculations/export?scope=team", "vi@uni.example");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/filename="gradeatlas-institution-history-/);
    const lines = (await res.text()).split("\r\n");
    expect(lines[0]).toBe("Saved at,Title,Applicant,Country,Scale,Courses,US credits,GPA,Id,Dataset version,Saved by");
    expect(lines).toHaveLength(6);
    expect(lines[2]).toMatch(/^[^,]+,'=cmd\|' \/C calc'!A0,,IN,.*,leo@uni\.example$/);
    const mine = await (await get("/api/v1/calculations/export", "vi@uni.example")).text();
    expect(mine.split("\r\n")[0]).not.toContain("Saved by");
  });

  it("lets its admins and viewers open a colleague's calculation read-only, and never delete it", async () => {
    for (const email of ["head@uni.example", "vi@uni.example"]) {
      const res = await get(`/api/v1/calculations/${saved["Priya Sharma"]}`, email);
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({ title: "Priya Sharma", readOnly: true });
      expect((await send("DELETE", `/api/v1/calculations/${saved["Priya Sharma"]}`, email)).status).toBe(404);
    }
    const own = await json(await get(`/api/v1/calculations/${saved["Priya Sharma"]}`, "ana@uni.example"));
    expect(own.readOnly).toBeUndefined();
    // One who left keeps their own calculation.
    expect((await get(`/api/v1/calculations/${saved["=cmd|' /C calc'!A0"]}`, "leo@uni.example")).status).toBe(200);
  });
});

describe("who may not", () => {
  it("refuses evaluators, saying they see their own history", async () => {
    for (const path of ["/api/v1/calculations?scope=team", "/api/v1/calculations/export?scope=team"]) {
      const res = await get(path, "ana@uni.example");
      expect(res.status).toBe(403);
      expect((await json(res)).error.message).toBe(
        "Evaluators see their own history. The whole institution's history is for its admins and viewers.",
      );
    }
    // Nor may an evaluator open a colleague's calculation.
    expect((await get(`/api/v1/calculations/${saved["Head's own"]}`, "ana@uni.example")).status).toBe(404);
  });

  it("shows another institution's admin nothing of it", async () => {
    const other = await team("", "boss@other.example");
    expect(titles(other)).toEqual(["Other institution's"]);
    expect(other.evaluators).toEqual([{ id: ids["boss@other.example"], email: "boss@other.example" }]);
    expect(titles(await team(`&evaluator=${ids["ana@uni.example"]}`, "boss@other.example"))).toEqual([]);
    expect((await get(`/api/v1/calculations/${saved["Priya Sharma"]}`, "boss@other.example")).status).toBe(404);
    expect((await get(`/api/v1/calculations/${saved["Head's own"]}`, "vi@uni.example")).status).toBe(200);
  });

  it("is premium: an institution without a plan is refused, people without one are told there is none", async () => {
    const res = await get("/api/v1/calculations?scope=team", "look@unpaid.example");
    expect(res.status).toBe(403);
    expect((await json(res)).error.message).toMatch(/^The institution's history is a premium feature/);
    // The institution's premium decides (one of its admins pays, decision 0037), not the caller's own:
    // neither its admin's role nor a viewer's personal plan opens an unpaid institution's history.
    for (const email of ["chief@unpaid.example", "payer@unpaid.example"]) {
      for (const path of ["/api/v1/calculations?scope=team", "/api/v1/calculations/export?scope=team"]) {
        const refused = await get(path, email);
        expect(refused.status, `${email} ${path}`).toBe(403);
        expect((await json(refused)).error.message).toMatch(/^The institution's history is a premium feature/);
      }
    }
    // Their own history stays theirs to read.
    expect((await get("/api/v1/calculations", "payer@unpaid.example")).status).toBe(200);
    const solo = await get("/api/v1/calculations?scope=team", "solo@example.org");
    expect(solo.status).toBe(403);
    expect((await json(solo)).error.message).toBe(
      "You are not a member of an institution, so there is no institution's history to show.",
    );
    // One who left is no longer a reader of it.
    expect((await get("/api/v1/calculations?scope=team", "leo@uni.example")).status).toBe(403);
    expect((await get(`/api/v1/calculations/${saved["Jonas Keller"]}`, "leo@uni.example")).status).toBe(404);
    expect((await get("/api/v1/calculations?scope=team", null)).status).toBe(401);
  });

  it("answers bad filters with a 400 naming the problem", async () => {
    const cases: [string, string][] = [
      ["?scope=everyone", "scope: scope must be mine or team"],
      ["?scope=team&evaluator=ana", "evaluator: evaluator must be a member's id as the list of evaluators gives it"],
      [
        `?evaluator=${ids["ana@uni.example"]}`,
        "evaluator: evaluator filters the institution's history: send it with scope=team",
      ],
      ["?scope=team&cursor=bm90LWEtY3Vyc29y", "cursor is not one this API gave out."],
      ["?scope=team&limit=0", "limit must be a whole number from 1 to 100."],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/v1/calculations${query}`, "head@uni.example");
      expect(res.status, query).toBe(400);
      expect((await json(res)).error.message).toBe(message);
    }
  });
});

describe("an export that reaches its limit", () => {
  it("holds the newest 5,000 calculations and says in its headers how many there were", async () => {
    // 5,001 more of solo's own, as one statement (saving that many through the API would take minutes).
    await sql`insert into calculations (user_id, title, country, scale_id, scale_name, request, result, course_count, gpa, us_credits, created_at)
      select ${ids["solo@example.org"]}, 'Bulk ' || i, 'IN', 'in-percentage', 'Percentage', '{}'::jsonb, '{}'::jsonb, 1, 3.0, 4,
             now() - make_interval(secs => 60 + i)
      from generate_series(1, 5001) as i`.execute(t.db);
    const res = await get("/api/v1/calculations/export", "solo@example.org");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-export-rows")).toBe(String(MAX_EXPORT_ROWS));
    expect(res.headers.get("x-export-total")).toBe("5002");
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + MAX_EXPORT_ROWS);
    expect(lines[1]).toContain(",Solo's,"); // newest first: the one saved through the API
    expect(exportCapNote(res.headers, "calculations")).toBe(
      "The file holds the first 5,000 of 5,002 calculations, newest first: narrow the filters to export the rest.",
    );
    const searched = await get("/api/v1/calculations/export?q=bulk%2012", "solo@example.org");
    expect(searched.headers.get("x-export-total")).toBe(searched.headers.get("x-export-rows"));
    expect(exportCapNote(searched.headers, "calculations")).toBeNull();
  }, 120_000);
});
