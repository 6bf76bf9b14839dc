import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveDomain, json, setInstitutionRole } from "./support/accounts.ts";
import { people } from "./support/people.ts";
import { createTestApp } from "./support/test-app.ts";

// House rules per institution (issue 18): admins set them, members read them,
// a member's saved calculation is converted under them and keeps them.

let t: Awaited<ReturnType<typeof createTestApp>>;
const { user, send } = people(() => t);

const put = (email: string, body: unknown) => send("PUT", "/api/v1/house-rules", email, body);

const ADMIN = "head@rules.example";
const EVALUATOR = "ana@rules.example";
const VIEWER = "vic@rules.example";
const OUTSIDER = "sol@elsewhere.example";

// A transcript with a failed-then-repeated course, on India's UGC letter scale
// (O 10, A+ 9 … F 0 → US points; exact values come from the engine).
const transcript = {
  country: "IN",
  courses: [
    { name: "Calculus", grade: "F", credits: 4, year: 2021 },
    { name: "Calculus", grade: "A+", credits: 4, year: 2022 },
    { name: "Physics", grade: "B", credits: 4, year: 2022 },
  ],
};

// The same on India's published default, percentage marks.
const marks = {
  country: "IN",
  courses: [
    { name: "Calculus", grade: "35", credits: 4, year: 2021 },
    { name: "Calculus", grade: "72", credits: 4, year: 2022 },
    { name: "Physics", grade: "58", credits: 4, year: 2022 },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  await approveDomain(t.db, "rules.example");
  await user(ADMIN, { admin: true, plan: true });
  await user(EVALUATOR);
  await user(VIEWER);
  await setInstitutionRole(t, VIEWER, "viewer");
  await user(OUTSIDER, { plan: true });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe("reading and writing house rules", () => {
  it("starts empty at version 0 for every member; non-members get 403, guests 401", async () => {
    for (const who of [ADMIN, EVALUATOR, VIEWER]) {
      const res = await send("GET", "/api/v1/house-rules", who);
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({
        institution: { name: "rules.example" },
        rules: {},
        version: 0,
        updatedBy: null,
        canEdit: who === ADMIN,
      });
    }
    expect((await send("GET", "/api/v1/house-rules", OUTSIDER)).status).toBe(403);
    expect((await send("GET", "/api/v1/house-rules", null)).status).toBe(401);
  });

  it("lets only the admin change them", async () => {
    const body = { rules: { repeatPolicy: "latest-attempt" } };
    expect((await put(EVALUATOR, body)).status).toBe(403);
    expect((await put(VIEWER, body)).status).toBe(403);
    expect((await put(OUTSIDER, body)).status).toBe(403);
    expect((await json(await send("GET", "/api/v1/house-rules", ADMIN))).version).toBe(0);
  });

  it("refuses an unknown country or a scale of another country, naming the field", async () => {
    const unknown = await put(ADMIN, { rules: { defaultScales: { ZZ: "zz-scale" } } });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({
      error: {
        code: "validation_failed",
        message: 'rules.defaultScales.ZZ: "ZZ" is not a country in our grading data.',
        details: { issues: [{ path: "rules.defaultScales.ZZ" }] },
      },
    });
    const foreign = await put(ADMIN, { rules: { defaultScales: { DE: "in-ugc-letter" } } });
    expect(foreign.status).toBe(400);
    expect((await json(foreign)).error.message).toMatch(
      /^rules\.defaultScales\.DE: "in-ugc-letter" is not a grading scale of Germany\. Its scales are: de-university/,
    );
    // A scale recorded with local grades only converts nothing, so the calculator cannot open it.
    const localOnly = await put(ADMIN, { rules: { defaultScales: { KR: "kr-csat-grades" } } });
    expect(localOnly.status).toBe(400);
    expect((await json(localOnly)).error.message).toBe(
      'rules.defaultScales.KR: "CSAT (수능) grades 1–9 (등급)" has no published US equivalence, so the calculator cannot open it for South Korea. Choose a scale that converts.',
    );
    const credit = await put(ADMIN, { rules: { creditSystems: { QQ: "ects" } } });
    expect((await json(credit)).error.details.issues[0].path).toBe("rules.creditSystems.QQ");
    const badValue = await put(ADMIN, { rules: { rounding: "round-to-even" } });
    expect(badValue.status).toBe(400);
    expect((await json(badValue)).error.message).toMatch(/^rules\.rounding: rounding must be/);
    const extra = await put(ADMIN, { rules: { passFailInGpa: true } });
    expect(extra.status).toBe(400);
  });

  it("saves them, counts the version up and writes one audit line listing what changed", async () => {
    const res = await put(ADMIN, {
      rules: { repeatPolicy: "latest-attempt", defaultScales: { IN: "in-ugc-letter" } },
      version: 0,
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      rules: { repeatPolicy: "latest-attempt", defaultScales: { IN: "in-ugc-letter" } },
      version: 1,
      updatedBy: ADMIN,
    });
    // The same rules again change nothing: no new version, no audit line.
    const again = await json(
      await put(ADMIN, { rules: { defaultScales: { IN: "in-ugc-letter" }, repeatPolicy: "latest-attempt" } }),
    );
    expect(again.version).toBe(1);
    const audit = await t.db
      .selectFrom("audit_events")
      .select(["action", "actor_email", "subject", "detail"])
      .where("action", "=", "rules.changed")
      .execute();
    expect(audit).toEqual([
      {
        action: "rules.changed",
        actor_email: ADMIN,
        subject: "House rules, version 1",
        detail: {
          version: 1,
          changes: [
            "Default scale for India: published default → UGC 10-point letter grades (CBCS, O to F)",
            "Repeated courses: published default → latest attempt only",
          ],
        },
      },
    ]);
    // An evaluator reads what the admin set.
    expect(await json(await send("GET", "/api/v1/house-rules", EVALUATOR))).toMatchObject({
      version: 1,
      rules: { repeatPolicy: "latest-attempt" },
      canEdit: false,
    });
  });

  it("refuses a save from an admin who edited an older version (409)", async () => {
    const res = await put(ADMIN, { rules: { rounding: "truncate-2" }, version: 0 });
    expect(res.status).toBe(409);
    expect((await json(await send("GET", "/api/v1/house-rules", ADMIN))).version).toBe(1);
  });
});

describe("saving calculations under house rules", () => {
  let savedId = "";

  it("converts a member's save under the current rules and records them on the row", async () => {
    const res = await send("POST", "/api/v1/calculations", EVALUATOR, { ...transcript, houseRulesVersion: 1 });
    expect(res.status).toBe(201);
    const saved = await json(res);
    savedId = saved.id;
    expect(saved.scale.id).toBe("in-ugc-letter");
    expect(saved.result.repeatPolicy).toBe("latest-attempt");
    expect(saved.result.courses[0].superseded).toBe(true);
    expect(saved.houseRules).toMatchObject({
      version: 1,
      rules: { repeatPolicy: "latest-attempt", defaultScales: { IN: "in-ugc-letter" } },
      changes: [
        { rule: "defaultScale", published: "University percentage marks with divisions (0–100)" },
        { rule: "repeatPolicy", label: "House rule: latest attempt only (published default: all attempts)" },
      ],
    });
    // The GPA is the one the calculator shows: the same request converted by the engine under the same rules.
    const publishedOnly = await json(
      await send("POST", "/api/v1/convert/transcript", EVALUATOR, { ...transcript, scale: "in-ugc-letter" }),
    );
    expect(saved.gpa).not.toBe(publishedOnly.gpa.overall.gpa);
    const audit = await t.db
      .selectFrom("audit_events")
      .select("detail")
      .where("action", "=", "calculation.saved")
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ houseRulesVersion: 1 });
  });

  it("refuses a save made under an older version of the rules (409), and applies the current ones when none is named", async () => {
    await put(ADMIN, {
      rules: { repeatPolicy: "latest-attempt", defaultScales: { IN: "in-ugc-letter" }, rounding: "truncate-3" },
    });
    const stale = await send("POST", "/api/v1/calculations", EVALUATOR, { ...transcript, houseRulesVersion: 1 });
    expect(stale.status).toBe(409);
    expect(await json(stale)).toMatchObject({
      error: {
        code: "conflict",
        message: "The house rules changed while you worked; review and save again.",
        details: { houseRulesVersion: 2 },
      },
    });
    const unnamed = await json(await send("POST", "/api/v1/calculations", EVALUATOR, transcript));
    expect(unnamed.houseRules.version).toBe(2);
    expect(unnamed.houseRules.changes.map((c: { rule: string }) => c.rule)).toEqual([
      "defaultScale",
      "repeatPolicy",
      "rounding",
    ]);
  });

  it("reopens a saved calculation with the rules it was saved under, not today's", async () => {
    const reopened = await json(await send("GET", `/api/v1/calculations/${savedId}`, EVALUATOR));
    expect(reopened.houseRules.version).toBe(1);
    expect(reopened.houseRules.rules).toEqual({
      repeatPolicy: "latest-attempt",
      defaultScales: { IN: "in-ugc-letter" },
    });
    expect(reopened.result.repeatPolicy).toBe("latest-attempt");
  });

  it("lists each saved calculation in the history with the rules version it was saved under and what they changed", async () => {
    const history = await json(await send("GET", "/api/v1/calculations", EVALUATOR));
    const first = history.calculations.find((c: { id: string }) => c.id === savedId);
    const record = await json(await send("GET", `/api/v1/calculations/${savedId}`, EVALUATOR));
    expect(record.houseRules.changes).toHaveLength(2);
    expect(first.savedUnderRules).toEqual({
      version: 1,
      changes: record.houseRules.changes.map((c: { house: string }) => c.house),
    });
    expect(first.savedUnderRules.changes[1]).toBe("latest attempt only");
    expect(history.calculations[0].savedUnderRules.version).toBe(2);
    const outsider = await json(await send("GET", "/api/v1/calculations", OUTSIDER));
    expect(outsider.calculations.every((c: { savedUnderRules: unknown }) => c.savedUnderRules === null)).toBe(true);
  });

  it("leaves a non-member's save as it always was", async () => {
    const res = await send("POST", "/api/v1/calculations", OUTSIDER, marks);
    expect(res.status).toBe(201);
    const saved = await json(res);
    expect(saved.houseRules).toBeNull();
    expect(saved.scale.id).toBe("in-percentage");
    const plain = await json(await send("POST", "/api/v1/convert/transcript", null, marks));
    expect(saved.result).toEqual(plain);
    const row = await t.db
      .selectFrom("calculations")
      .select("house_rules")
      .where("id", "=", saved.id)
      .executeTakeFirstOrThrow();
    expect(row.house_rules).toBeNull();
    // A non-member who claims to have applied rules is told they changed.
    expect((await send("POST", "/api/v1/calculations", OUTSIDER, { ...marks, houseRulesVersion: 3 })).status).toBe(409);
  });
});
