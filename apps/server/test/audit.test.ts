import { auditActions, MAX_AUDIT_EXPORT_ROWS } from "@gradeatlas/contracts/audit";
import { exportCapNote } from "@gradeatlas/contracts/csv";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveDomain, json, setInstitutionRole } from "./support/accounts.ts";
import { people } from "./support/people.ts";
import { createTestApp } from "./support/test-app.ts";

// The institution's audit trail (issue 18): read by its admins only, newest
// first with a cursor, filtered by member (people who left included), days and
// action, and exported as CSV in words with formulas defused.

let t: Awaited<ReturnType<typeof createTestApp>>;
const { user, send, get, ids } = people(() => t);

const trail = async (query = "", email = "head@uni.example") => {
  const res = await get(`/api/v1/audit${query}`, email);
  expect(res.status).toBe(200);
  return json(res);
};
const save = (email: string, title: string) =>
  send("POST", "/api/v1/calculations", email, { country: "IN", title, courses: [{ grade: "72", credits: 4 }] });
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  await approveDomain(t.db, "uni.example");
  await approveDomain(t.db, "other.example");
  await user("head@uni.example", { admin: true, plan: true });
  await user("ana@uni.example");
  await user("leo@uni.example");
  await user("vi@uni.example");
  await setInstitutionRole(t, "vi@uni.example", "viewer");
  await user("boss@other.example", { admin: true, plan: true });
  await user("solo@example.org");

  expect((await save("ana@uni.example", '=HYPERLINK("http://evil.example","Click")')).status).toBe(201);
  expect((await save("leo@uni.example", "Leo's applicant")).status).toBe(201);
  expect((await send("POST", "/api/v1/team/leave", "leo@uni.example")).status).toBe(204);
  const report = { country: "IN", scaleId: "in-percentage", grade: "65", expected: "B", comment: "Too low" };
  expect((await send("POST", "/api/v1/scale-reports", "ana@uni.example", report)).status).toBe(201);
  expect((await send("POST", "/api/v1/scale-reports", null, report)).status).toBe(201);
  expect((await save("boss@other.example", "Other institution's")).status).toBe(201);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("reading the trail", () => {
  it("lists the institution's events newest first, in its own words, with everyone who acted as a filter", async () => {
    const list = await trail();
    expect(list.events.map((e: { action: string; actorEmail: string }) => `${e.actorEmail} ${e.action}`)).toEqual([
      "ana@uni.example scale.reported",
      "leo@uni.example member.left",
      "leo@uni.example calculation.saved",
      "ana@uni.example calculation.saved",
    ]);
    const [reported] = list.events;
    expect(reported).toMatchObject({ subject: expect.stringMatching(/percentage/i), actorId: ids["ana@uni.example"] });
    expect(reported.detail).toMatchObject({ country: "IN", scaleId: "in-percentage", grade: "65", expected: "B" });
    // The one who left is still listed, with their address, so the trail can be filtered by them.
    expect(list.members).toEqual([
      { id: ids["ana@uni.example"], email: "ana@uni.example" },
      { id: ids["leo@uni.example"], email: "leo@uni.example" },
    ]);
    expect(list.nextCursor).toBeNull();
  });

  it("records a member's scale report in the same change, and nobody's for a guest", async () => {
    const reports = await t.db.selectFrom("scale_reports").select("id").execute();
    expect(reports).toHaveLength(2);
    const lines = await t.db
      .selectFrom("audit_events")
      .select("detail")
      .where("action", "=", "scale.reported")
      .execute();
    expect(lines).toHaveLength(1);
  });

  it("filters by a member who left, by action, and by days (UTC, both ends included)", async () => {
    const leo = await trail(`?member=${ids["leo@uni.example"]}`);
    expect(leo.events.map((e: { action: string }) => e.action)).toEqual(["member.left", "calculation.saved"]);
    expect(leo.events.every((e: { actorEmail: string }) => e.actorEmail === "leo@uni.example")).toBe(true);

    const saved = await trail("?action=calculation.saved");
    expect(saved.events).toHaveLength(2);
    const both = await trail(`?action=calculation.saved&member=${ids["ana@uni.example"]}`);
    expect(both.events.map((e: { subject: string }) => e.subject)).toEqual([
      '=HYPERLINK("http://evil.example","Click")',
    ]);

    expect((await trail(`?from=${today()}&to=${today()}`)).events).toHaveLength(4);
    expect((await trail("?to=2020-01-31")).events).toHaveLength(0);
    expect((await trail("?from=2999-01-01")).events).toHaveLength(0);
    // An empty field is no filter, as the page's form sends it.
    expect((await trail("?member=&action=&from=&to=")).events).toHaveLength(4);
    // An id that is well formed but not one of theirs finds nothing.
    expect((await trail("?member=00000000-0000-4000-8000-000000000000")).events).toHaveLength(0);
  });

  it("pages with a cursor without losing or repeating an event, even events of the same microsecond", async () => {
    const institutionId = (
      await t.db.selectFrom("institutions").select("id").where("name", "=", "uni.example").executeTakeFirstOrThrow()
    ).id;
    // Three lines of one transaction share its time exactly.
    const at = new Date(Date.now() - 60_000);
    await t.db
      .insertInto("audit_events")
      .values(
        [1, 2, 3].map((n) => ({
          institution_id: institutionId,
          actor_id: ids["head@uni.example"] as string,
          actor_email: "head@uni.example",
          action: "member.invited",
          subject: `person${n}@elsewhere.example`,
          detail: JSON.stringify({ role: "viewer" }),
          created_at: at,
        })) as never,
      )
      .execute();
    // And one in the same millisecond as another but not the same microsecond.
    await t.db
      .insertInto("audit_events")
      .values({
        institution_id: institutionId,
        actor_id: ids["head@uni.example"] as string,
        actor_email: "head@uni.example",
        action: "member.invited",
        subject: "person4@elsewhere.example",
        detail: JSON.stringify({ role: "viewer" }),
        created_at: `${at.toISOString().slice(0, 23)}500Z`,
      } as never)
      .execute();
    const all = await trail("?limit=200");
    expect(all.events).toHaveLength(8);
    const seen: string[] = [];
    let cursor = "";
    for (let page = 0; page < 20; page++) {
      const list = await trail(`?limit=1${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...list.events.map((e: { id: string }) => e.id));
      if (!list.nextCursor) break;
      cursor = list.nextCursor;
    }
    expect(seen).toEqual(all.events.map((e: { id: string }) => e.id));
    await t.db.deleteFrom("audit_events").where("action", "=", "member.invited").execute();
  });

  it("exports the filtered trail as CSV in words, with a typed formula defused", async () => {
    const res = await get("/api/v1/audit/export?action=calculation.saved", "head@uni.example");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="gradeatlas-audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).split("\r\n");
    expect(lines[0]).toBe("Time,Actor e-mail,Action,Subject,Details");
    expect(lines).toHaveLength(4); // header, two events, and the empty string after the last CRLF
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,leo@uni\.example,saved a calculation,/);
    expect(lines[2]).toContain(`ana@uni.example,${auditActions["calculation.saved"]},`);
    // A spreadsheet would run the title as a formula: it starts with an apostrophe instead.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(lines[2]).toMatch(/country IN; scale in-[a-z-]+; GPA \d\.\d\d; calculation [0-9a-f-]{36}$/);

    const left = await (await get(`/api/v1/audit/export?member=${ids["leo@uni.example"]}`, "head@uni.example")).text();
    expect(left.split("\r\n")[1]).toMatch(/,leo@uni\.example,left the institution,leo@uni\.example,was evaluator$/);
  });
});

describe("who may read it", () => {
  it("is its admins only: members, viewers and people without an institution are refused, guests asked to sign in", async () => {
    for (const email of ["ana@uni.example", "vi@uni.example"]) {
      const res = await get("/api/v1/audit", email);
      expect(res.status).toBe(403);
      expect((await json(res)).error.message).toBe("Only your institution's admin can do this.");
      expect((await get("/api/v1/audit/export", email)).status).toBe(403);
    }
    expect((await json(await get("/api/v1/audit", "solo@example.org"))).error.message).toBe(
      "You are not a member of an institution.",
    );
    expect((await get("/api/v1/audit", null)).status).toBe(401);
    expect((await get("/api/v1/audit/export", null)).status).toBe(401);
  });

  it("shows another institution's admin nothing of this one", async () => {
    const other = await trail("", "boss@other.example");
    expect(other.events.map((e: { actorEmail: string }) => e.actorEmail)).toEqual(["boss@other.example"]);
    expect(other.members).toEqual([{ id: ids["boss@other.example"], email: "boss@other.example" }]);
    const filtered = await trail(`?member=${ids["ana@uni.example"]}`, "boss@other.example");
    expect(filtered.events).toEqual([]);
    const csv = await (await get("/api/v1/audit/export", "boss@other.example")).text();
    expect(csv).not.toContain("uni.example");
  });
});

describe("bad filters", () => {
  const cases: [string, string][] = [
    ["?member=ana", "member: member must be a member's id as the list of members gives it"],
    ["?from=25-11-2026", "from: from must be a date as YYYY-MM-DD"],
    ["?to=2026-02-30", "to: to must be a date that exists"],
    ["?from=2026-11-02&to=2026-11-01", "from: from must not be after to"],
    ["?action=calculation.edited", "action: action must be one of"],
    ["?cursor=bm90LWEtY3Vyc29y", "cursor is not one this API gave out."],
    ["?limit=0", "limit: limit must be a whole number from 1 to 200"],
    ["?limit=201", "limit: limit must be a whole number from 1 to 200"],
    ["?limit=ten", "limit: limit must be a whole number from 1 to 200"],
  ];
  for (const [query, message] of cases) {
    it(`${query} is a 400 saying what is wrong`, async () => {
      const res = await get(`/api/v1/audit${query}`, "head@uni.example");
      expect(res.status).toBe(400);
      expect((await json(res)).error.message).toContain(message);
      if (!query.includes("cursor") && !query.includes("limit")) {
        expect((await get(`/api/v1/audit/export${query}`, "head@uni.example")).status).toBe(400);
      }
    });
  }
});

describe("generated filters", () => {
  // The shared fuzz suite calls these routes as people without an institution
  // (a 403 before any filter is read); here its admin sends them, so every
  // filter is parsed. Whatever arrives: never a 5xx, and a 4xx names the problem.
  const value = fc.oneof(
    fc.string({ unit: "binary", maxLength: 30 }),
    fc.constantFrom(
      "team",
      "mine",
      "2026-11-25",
      "0999-01-01",
      "9999-12-31",
      "2026-02-29",
      "-1",
      "1e3",
      "calculation.saved",
      "00000000-0000-0000-0000-000000000000",
      "MjAyNi0xMS0yNVQxMDowMDowMC4xMjM0NTZafDAwMDAwMDAwLTAwMDAtMDAwMC0wMDAwLTAwMDAwMDAwMDAwMA",
      "\u0000",
      "'; drop table audit_events; --",
    ),
  );
  const query = fc.dictionary(
    fc.constantFrom("member", "from", "to", "action", "cursor", "limit", "scope", "evaluator", "q", "country"),
    value,
    { maxKeys: 5 },
  );
  const paths = ["/api/v1/audit", "/api/v1/audit/export", "/api/v1/calculations", "/api/v1/calculations/export"];

  it("never answer 5xx, and name the problem in JSON", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), query, async (path, q) => {
        const res = await get(`${path}?${new URLSearchParams(q)}`, "head@uni.example");
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect((await json(res)).error.message).toEqual(expect.any(String));
      }),
      { numRuns: 150, seed: 20261125 },
    );
  }, 120_000);
});

describe("an export that reaches its limit", () => {
  it("holds the newest 10,000 events and says in its headers how many there were", async () => {
    const { institution_id } = await t.db
      .selectFrom("audit_events")
      .select("institution_id")
      .where("actor_email", "=", "boss@other.example")
      .executeTakeFirstOrThrow();
    // 10,001 more events, one a second, as one statement (saving that many through the API would take minutes).
    await sql`insert into audit_events (institution_id, actor_email, action, subject, detail, created_at)
      select ${institution_id}, 'boss@other.example', 'member.invited', 'n' || i, '{}'::jsonb,
             now() - make_interval(secs => i)
      from generate_series(1, 10001) as i`.execute(t.db);
    const res = await get("/api/v1/audit/export", "boss@other.example");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-export-rows")).toBe(String(MAX_AUDIT_EXPORT_ROWS));
    expect(res.headers.get("x-export-total")).toBe("10002");
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + MAX_AUDIT_EXPORT_ROWS);
    expect(lines[1]).toContain(",n1,"); // newest first
    // What the page shows beside its export button.
    expect(exportCapNote(res.headers, "events")).toBe(
      "The file holds the first 10,000 of 10,002 events, newest first: narrow the filters to export the rest.",
    );
    // A filtered export under the limit says it is complete.
    const small = await get(`/api/v1/audit/export?action=member.invited&from=${today()}`, "head@uni.example");
    expect(small.headers.get("x-export-rows")).toBe(small.headers.get("x-export-total"));
    expect(exportCapNote(small.headers, "events")).toBeNull();
  }, 120_000);
});
