import { partnerMarks as partnerTable } from "@gradeatlas/engine/test-fixtures";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveDomain, json, setInstitutionRole } from "./support/accounts.ts";
import { people } from "./support/people.ts";
import { createTestApp } from "./support/test-app.ts";

// An institution's own scales (issue 18) through the API: who may write and
// read them, versions that never change under a saved calculation, archiving,
// conversions that name "custom:<id>", and the audit lines they leave.

let t: Awaited<ReturnType<typeof createTestApp>>;
const { user, send } = people(() => t);

const ADMIN = "head@partner.example";
const EVALUATOR = "eva@partner.example";
const VIEWER = "vic@partner.example";
const OUTSIDER = "head@other.example";

const partnerMarks = {
  ...partnerTable,
  notes: ["Our exchange partner's own table."],
  sourceUrl: "https://partner.example/grades",
};

async function createScale(definition: unknown = partnerMarks, country = "DE") {
  const res = await send("POST", "/api/v1/custom-scales", ADMIN, { country, definition });
  expect(res.status).toBe(201);
  return json(res);
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  await approveDomain(t.db, "partner.example");
  await approveDomain(t.db, "other.example");
  await user(ADMIN, { admin: true, plan: true });
  await user(EVALUATOR);
  await user(VIEWER);
  await setInstitutionRole(t, VIEWER, "viewer");
  await user(OUTSIDER, { admin: true, plan: true });
  await user("solo@example.org");
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("writing and reading an institution's scales", () => {
  it("the admin creates one and every member lists it, with who wrote it and the engine's scale", async () => {
    const made = await createScale();
    expect(made).toMatchObject({
      country: "DE",
      version: 1,
      ref: `custom:${made.id}@1`,
      name: "Partner university marks",
      archived: false,
      versionBy: ADMIN,
    });
    expect(made.scale).toMatchObject({
      scope: { type: "institution", institution: "partner.example" },
      sources: [{ url: "https://partner.example/grades" }],
    });
    for (const member of [ADMIN, EVALUATOR, VIEWER]) {
      const list = await json(await send("GET", "/api/v1/custom-scales", member));
      expect(list.scales.map((s: { id: string }) => s.id)).toContain(made.id);
    }
  });

  it("evaluators and viewers may not create, change or archive (403); people outside an institution neither", async () => {
    const made = await createScale();
    for (const who of [EVALUATOR, VIEWER, "solo@example.org"]) {
      expect(
        (await send("POST", "/api/v1/custom-scales", who, { country: "DE", definition: partnerMarks })).status,
      ).toBe(403);
      expect((await send("PUT", `/api/v1/custom-scales/${made.id}`, who, { definition: partnerMarks })).status).toBe(
        403,
      );
      expect((await send("DELETE", `/api/v1/custom-scales/${made.id}`, who)).status).toBe(403);
    }
    expect((await send("GET", "/api/v1/custom-scales", null)).status).toBe(401);
  });

  it("another institution cannot read, change or archive it: 404, as if it did not exist", async () => {
    const made = await createScale();
    expect((await send("GET", `/api/v1/custom-scales/${made.id}`, OUTSIDER)).status).toBe(404);
    expect((await send("PUT", `/api/v1/custom-scales/${made.id}`, OUTSIDER, { definition: partnerMarks })).status).toBe(
      404,
    );
    expect((await send("DELETE", `/api/v1/custom-scales/${made.id}`, OUTSIDER)).status).toBe(404);
    const theirs = await json(await send("GET", "/api/v1/custom-scales", OUTSIDER));
    expect(theirs.scales).toEqual([]);
    const convert = await send("POST", "/api/v1/convert/grade", OUTSIDER, {
      country: "DE",
      scale: `custom:${made.id}`,
      grade: "90",
    });
    expect(convert.status).toBe(404);
  });

  it("refuses bands that break the dataset's rules with a 400 naming the path of each problem", async () => {
    const overlapping = {
      ...partnerMarks,
      passMark: "150",
      method: {
        ...partnerMarks.method,
        bands: [
          { from: 85, to: 100, us: "A" },
          { from: 60, to: 90, us: "B" },
          { from: 0, to: 59, us: "F" },
        ],
      },
    };
    const res = await send("POST", "/api/v1/custom-scales", ADMIN, { country: "DE", definition: overlapping });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error.code).toBe("validation_failed");
    const paths = body.error.details.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["definition.passMark", "definition.method.bands"]));
    expect(body.error.message).toMatch(/^definition\./);

    const noLetter = {
      ...partnerMarks,
      method: {
        ...partnerMarks.method,
        bands: [
          { from: 50, to: 100 },
          { from: 0, to: 49, us: "F" },
        ],
      },
    };
    const second = await json(
      await send("POST", "/api/v1/custom-scales", ADMIN, { country: "DE", definition: noLetter }),
    );
    expect(second.error.details.issues).toContainEqual({
      path: "definition.method.bands.0",
      message: "a graded or condoned band needs a US letter",
    });
    const badLetter = await send("POST", "/api/v1/custom-scales", ADMIN, {
      country: "DE",
      definition: { ...partnerMarks, method: { ...partnerMarks.method, bands: [{ from: 0, to: 100, us: "E" }] } },
    });
    expect(badLetter.status).toBe(400);
    expect((await json(badLetter)).error.message).toMatch(/^definition\.method\.bands\.0/);
  });

  it("an edit is a new version; the old version stays readable as it was", async () => {
    const made = await createScale();
    const renamed = { ...partnerMarks, name: "Partner marks, 2027 table" };
    const v2 = await json(await send("PUT", `/api/v1/custom-scales/${made.id}`, ADMIN, { definition: renamed }));
    expect(v2).toMatchObject({
      id: made.id,
      version: 2,
      name: "Partner marks, 2027 table",
      ref: `custom:${made.id}@2`,
    });
    const v1 = await json(await send("GET", `/api/v1/custom-scales/${made.id}?version=1`, EVALUATOR));
    expect(v1).toMatchObject({ version: 1, name: "Partner university marks" });
    const newest = await json(await send("GET", `/api/v1/custom-scales/${made.id}`, VIEWER));
    expect(newest.version).toBe(2);
    const list = await json(await send("GET", "/api/v1/custom-scales", EVALUATOR));
    expect(list.scales.filter((s: { id: string }) => s.id === made.id)).toHaveLength(1);
  });

  it("previews a draft for any member: its issues, or sample grades converted", async () => {
    const ok = await json(
      await send("POST", "/api/v1/custom-scales/preview", VIEWER, {
        country: "DE",
        definition: partnerMarks,
        grades: ["90", "72", "101"],
      }),
    );
    expect(ok.issues).toEqual([]);
    expect(ok.conversions.map((c: { usLetter: string | null }) => c.usLetter)).toEqual(["A", "B", null]);
    expect(ok.conversions[2].error).toBeTruthy();
    const broken = await json(
      await send("POST", "/api/v1/custom-scales/preview", EVALUATOR, {
        country: "DE",
        definition: { ...partnerMarks, passMark: "150" },
        grades: ["90"],
      }),
    );
    expect(broken.issues).toContainEqual(expect.objectContaining({ path: "definition.passMark" }));
  });
});

describe("converting with an institution's scale", () => {
  it("a member converts with custom:<id>; a guest or someone outside gets the 404 of an unknown scale", async () => {
    const made = await createScale();
    const res = await send("POST", "/api/v1/convert/grade", EVALUATOR, {
      country: "DE",
      scale: `custom:${made.id}`,
      grade: "90",
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ usLetter: "A", usPoints: 4 });
    expect(body.scale.name).toBe("Partner university marks");
    const guest = await send("POST", "/api/v1/convert/grade", null, {
      country: "DE",
      scale: `custom:${made.id}`,
      grade: "90",
    });
    expect(guest.status).toBe(404);
    const transcript = await send("POST", "/api/v1/convert/transcript", VIEWER, {
      country: "DE",
      scale: `custom:${made.id}`,
      courses: [
        { grade: "90", credits: 5 },
        { grade: "60", credits: 5 },
      ],
    });
    expect(transcript.status).toBe(200);
    // 5 ECTS each are 2.5 US credits: (4.0 + 2.0) / 2.
    expect((await json(transcript)).gpa.overall.gpa).toBe(3);
  });

  it("saving pins the version; archiving hides the scale from lists and new conversions, yet the saved one reopens", async () => {
    const made = await createScale();
    const saved = await send("POST", "/api/v1/calculations", EVALUATOR, {
      country: "DE",
      scale: `custom:${made.id}`,
      courses: [{ grade: "90", credits: 5 }],
    });
    expect(saved.status).toBe(201);
    const calc = await json(saved);
    expect(calc.request.scale).toBe(`custom:${made.id}@1`);

    await send("PUT", `/api/v1/custom-scales/${made.id}`, ADMIN, {
      definition: {
        ...partnerMarks,
        method: {
          ...partnerMarks.method,
          bands: [
            { from: 50, to: 100, us: "B" },
            { from: 0, to: 49, us: "F" },
          ],
        },
      },
    });
    expect((await send("DELETE", `/api/v1/custom-scales/${made.id}`, ADMIN)).status).toBe(204);

    const listed = await json(await send("GET", "/api/v1/custom-scales", EVALUATOR));
    expect(listed.scales.map((s: { id: string }) => s.id)).not.toContain(made.id);
    const withArchived = await json(await send("GET", "/api/v1/custom-scales?archived=true", EVALUATOR));
    expect(withArchived.scales.find((s: { id: string }) => s.id === made.id)).toMatchObject({
      archived: true,
      version: 2,
    });

    const unpinned = await send("POST", "/api/v1/convert/grade", EVALUATOR, {
      country: "DE",
      scale: `custom:${made.id}`,
      grade: "90",
    });
    expect(unpinned.status).toBe(404);
    const pinned = await send("POST", "/api/v1/convert/grade", EVALUATOR, {
      country: "DE",
      scale: `custom:${made.id}@1`,
      grade: "90",
    });
    expect(pinned.status).toBe(200);
    expect((await json(pinned)).usLetter).toBe("A");

    const reopened = await send("GET", `/api/v1/calculations/${calc.id}`, EVALUATOR);
    expect(reopened.status).toBe(200);
    expect((await json(reopened)).request.scale).toBe(`custom:${made.id}@1`);
    // An archived scale takes no new version, and is not archived twice.
    expect((await send("PUT", `/api/v1/custom-scales/${made.id}`, ADMIN, { definition: partnerMarks })).status).toBe(
      404,
    );
    expect((await send("DELETE", `/api/v1/custom-scales/${made.id}`, ADMIN)).status).toBe(404);
  });

  it("a scale is for its own country: converting it under another is a clear 400", async () => {
    const made = await createScale();
    const res = await send("POST", "/api/v1/convert/grade", EVALUATOR, {
      country: "FR",
      scale: `custom:${made.id}`,
      grade: "90",
    });
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toMatch(/Germany \(DE\), not France/);
  });
});

describe("the audit trail and bad input", () => {
  it("writes an audit line for each creation, new version and archive, naming the admin", async () => {
    const made = await createScale({ ...partnerMarks, name: "Audited scale" });
    await send("PUT", `/api/v1/custom-scales/${made.id}`, ADMIN, {
      definition: { ...partnerMarks, name: "Audited scale" },
    });
    await send("DELETE", `/api/v1/custom-scales/${made.id}`, ADMIN);
    const rows = await t.db
      .selectFrom("audit_events")
      .select(["action", "actor_email", "subject", "detail"])
      .where("action", "like", "custom_scale.%")
      .where("subject", "=", "Audited scale")
      .orderBy("created_at")
      .execute();
    expect(rows.map((r) => `${r.actor_email} ${r.action}`)).toEqual([
      `${ADMIN} custom_scale.created`,
      `${ADMIN} custom_scale.changed`,
      `${ADMIN} custom_scale.archived`,
    ]);
    expect(rows[1]?.detail).toMatchObject({ scaleId: made.id, version: 2 });
  });

  it("answers bad ids, versions, countries and queries with a clear 4xx", async () => {
    const made = await createScale();
    const cases: [string, string, unknown, number][] = [
      ["GET", "/api/v1/custom-scales/not-a-uuid", undefined, 404],
      ["GET", "/api/v1/custom-scales/00000000-0000-4000-8000-000000000000", undefined, 404],
      ["GET", `/api/v1/custom-scales/${made.id}?version=0`, undefined, 400],
      ["GET", `/api/v1/custom-scales/${made.id}?version=abc`, undefined, 400],
      ["GET", `/api/v1/custom-scales/${made.id}?version=1.5`, undefined, 400],
      ["GET", `/api/v1/custom-scales/${made.id}?version=9`, undefined, 404],
      ["GET", "/api/v1/custom-scales?archived=maybe", undefined, 400],
      ["POST", "/api/v1/custom-scales", { country: "ZZ", definition: partnerMarks }, 404],
      ["POST", "/api/v1/custom-scales", { country: "Germany", definition: partnerMarks }, 400],
      ["POST", "/api/v1/custom-scales", { definition: partnerMarks }, 400],
      ["POST", "/api/v1/custom-scales", { country: "DE", definition: partnerMarks, extra: 1 }, 400],
      ["PUT", "/api/v1/custom-scales/not-a-uuid", { definition: partnerMarks }, 404],
      ["PUT", `/api/v1/custom-scales/${made.id}`, { country: "FR", definition: partnerMarks }, 400],
      ["DELETE", "/api/v1/custom-scales/not-a-uuid", undefined, 404],
      ["POST", "/api/v1/custom-scales/preview", { country: "DE", definition: partnerMarks, grades: [] }, 400],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await send(method, path, ADMIN, body);
      expect({ method, path, status: res.status }).toEqual({ method, path, status });
      const error = (await json(res)).error;
      expect(error.message.length).toBeGreaterThan(0);
    }
    for (const scale of [`custom:${made.id}@0`, "custom:not-a-uuid", `custom:${made.id}@999`]) {
      const res = await send("POST", "/api/v1/convert/grade", EVALUATOR, { country: "DE", scale, grade: "90" });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it("never answers a 5xx to generated definitions, as admin or in preview", async () => {
    const band = fc.record(
      {
        from: fc.oneof(fc.integer({ min: -10, max: 110 }), fc.double({ noNaN: false })),
        to: fc.oneof(fc.integer({ min: -10, max: 110 }), fc.constant(Number.MAX_VALUE)),
        label: fc.string({ maxLength: 5 }),
        us: fc.constantFrom("A", "B", "F", "E", "", undefined),
        outcome: fc.constantFrom("graded", "pass", "no-credit", "bogus"),
      },
      { requiredKeys: [] },
    );
    const definition = fc.record({
      name: fc.string({ maxLength: 130 }),
      level: fc.constantFrom("undergraduate", "exam", "nursery"),
      direction: fc.constantFrom("higher-better", "lower-better"),
      grades: fc.oneof(
        fc.record({
          type: fc.constant("numeric"),
          min: fc.integer({ min: -5, max: 10 }),
          max: fc.integer({ min: -5, max: 120 }),
          step: fc.constantFrom(1, 0.1, 0, -1),
        }),
        fc.record({ type: fc.constant("labels"), labels: fc.array(fc.string({ maxLength: 4 }), { maxLength: 5 }) }),
      ),
      bestGrade: fc.constantFrom("100", "1", "A", "", "1e309"),
      passMark: fc.constantFrom("50", "4", "C", "-0"),
      method: fc.record({
        type: fc.constant("bands"),
        profile: fc.constantFrom("standard", "wes", "x"),
        bands: fc.array(band, { maxLength: 6 }),
      }),
    });
    await fc.assert(
      fc.asyncProperty(definition, async (d) => {
        for (const [path, body] of [
          ["/api/v1/custom-scales", { country: "DE", definition: d }],
          ["/api/v1/custom-scales/preview", { country: "DE", definition: d, grades: ["90", "A", "4.0"] }],
        ] as const) {
          const res = await send("POST", path, ADMIN, body);
          expect(res.status).toBeLessThan(500);
        }
      }),
      { numRuns: 40, seed: 20261125 },
    );
  });
});
