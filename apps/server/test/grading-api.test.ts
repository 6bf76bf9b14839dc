import { convertGradeResponseSchema, convertTranscriptResponseSchema } from "@gradeatlas/contracts/conversions";
import { gradingSystemsResponseSchema } from "@gradeatlas/contracts/grading-systems";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest } from "./support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, body: unknown) => t.app.request(`/api/v1/convert/${path}`, jsonRequest("POST", body));
type ErrorJson = {
  error: {
    code: string;
    message: string;
    details?: { courses?: { course: number }[]; otherScales?: { id: string; name: string }[] };
  };
};

describe("GET /api/v1/grading-systems", () => {
  it("lists every country with its scales and marks one default", async () => {
    const res = await t.app.request("/api/v1/grading-systems");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const { countries } = (await res.json()) as {
      countries: { code: string; slug: string; scales: { id: string; default: boolean }[] }[];
    };
    const india = countries.find((c) => c.code === "IN");
    expect(india?.slug).toBe("india");
    expect(india?.scales.filter((s) => s.default).map((s) => s.id)).toEqual(["in-percentage"]);
  });

  it("says which scales convert: one recorded with local grades only does not", async () => {
    const { countries } = gradingSystemsResponseSchema.parse(
      await (await t.app.request("/api/v1/grading-systems")).json(),
    );
    const andorra = countries.find((c) => c.code === "AD");
    expect(andorra?.scales.map((s) => [s.id, s.default, s.converts])).toEqual([
      ["ad-university-10", true, false],
      ["ad-batxillerat", false, false],
    ]);
    const korea = countries.find((c) => c.code === "KR");
    expect(korea?.scales.find((s) => s.id === "kr-csat-grades")?.converts).toBe(false);
    expect(korea?.scales.find((s) => s.default)?.converts).toBe(true);
  });

  it("gives one country with full scales and sources", async () => {
    const res = await t.app.request("/api/v1/grading-systems/de");
    expect(res.status).toBe(200);
    const de = (await res.json()) as { name: string; scales: { id: string; sources: { url: string }[] }[] };
    expect(de.name).toBe("Germany");
    expect(de.scales.find((s) => s.id === "de-modified-bavarian")?.sources.length).toBeGreaterThan(0);
  });

  it("answers an unknown country with 404 and a bad code with 400", async () => {
    const unknown = await t.app.request("/api/v1/grading-systems/QQ");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorJson).error.message).toBe(
      'No grading data for country code "QQ". Use a two-letter ISO code such as IN or GB.',
    );
    const bad = await t.app.request("/api/v1/grading-systems/india");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorJson).error.message).toBe(
      "country must be a two-letter ISO code such as IN or GB",
    );
  });
});

describe("POST /api/v1/convert/grade", () => {
  it("converts on the country's default scale when none is named", async () => {
    const res = await post("grade", { country: "IN", grade: "65" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown> & {
      explanation: { method: string; sources: unknown[] };
    };
    expect(body).toMatchObject({ usLetter: "B", usPoints: 3, countsInGpa: true, scale: { id: "in-percentage" } });
    expect(body.explanation.method).toMatch(/^Band table: 60–100/);
    // The calculator sites' A for a first division comes with it, as another reading.
    expect((body.alternatives as { usLetter: string; kind: string }[]).map((a) => [a.usLetter, a.kind])).toEqual([
      ["A", "calculator"],
      ["A", "calculator"],
    ]);
    expect(body.explanation.sources.length).toBeGreaterThan(0);
  });

  it("uses a named scale, and computes the modified Bavarian formula", async () => {
    const res = await post("grade", { country: "DE", scale: "de-modified-bavarian", grade: "2,3" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ usPoints: 2.7, scale: { id: "de-modified-bavarian" } });
  });

  it("says where published sources disagree: each other reading with its letter, points, kind and source", async () => {
    const res = await post("grade", { country: "DE", grade: "2.0" });
    const body = convertGradeResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ usLetter: "A-", scale: { id: "de-university" } });
    expect(body.alternatives.map((a) => [a.usLetter, a.usPoints, a.kind])).toEqual([
      ["A", 4, "calculator"],
      ["B", 3, "university"],
      ["B", 3, "university"],
    ]);
    expect(body.alternatives.map((a) => new URL(a.source.url).hostname)).toEqual([
      "www.diplomatiko.com",
      "www.sgs.utoronto.ca",
      "www.jobline.uni-muenchen.de",
    ]);
    // Where every source agrees, the list is empty.
    const agreed = convertGradeResponseSchema.parse(
      await (await post("grade", { country: "DE", grade: "1.0" })).json(),
    );
    expect(agreed.alternatives).toEqual([]);
  });

  it("refuses a grade on a scale with local grades only with 422 and says why, on a named scale or a country's default", async () => {
    for (const body of [
      { country: "KR", scale: "kr-csat-grades", grade: "1" },
      { country: "AD", grade: "8.5" },
    ]) {
      const res = await post("grade", body);
      expect(res.status).toBe(422);
      const error = ((await res.json()) as ErrorJson).error;
      expect(error.code).toBe("no_us_equivalence");
      expect(error.message).toMatch(/^No published US equivalence for ".+" yet: GradeAtlas records its local grades/);
    }
    const transcript = await post("transcript", { country: "AD", courses: [{ grade: "8.5", credits: 6 }] });
    expect(transcript.status).toBe(422);
    expect(((await transcript.json()) as ErrorJson).error.message).toMatch(/^Course 1: No published US equivalence/);
  });

  it("accepts a grade sent as a number", async () => {
    const res = await post("grade", { country: "IN", grade: 45 });
    expect(((await res.json()) as { usLetter: string }).usLetter).toBe("C");
  });

  it("names the country's scale a refused grade belongs to, so a client can send it again there", async () => {
    // A CGPA of 3.3 on Korea's 4.5 scale, sent without a scale: the default takes letters only.
    const res = await post("grade", { country: "KR", grade: "3.3" });
    expect(res.status).toBe(422);
    const error = ((await res.json()) as ErrorJson).error;
    expect(error.code).toBe("unknown_label");
    expect(error.details?.otherScales?.map((s) => s.id)).toContain("kr-cgpa-4-5");
    expect(error.message).toMatch(/It is a grade on .*\(scale "kr-cgpa-4-5"\)/);
    const retried = await post("grade", { country: "KR", scale: "kr-cgpa-4-5", grade: "3.3" });
    expect(retried.status).toBe(200);
  });

  it("reads a grade written out of its scale's top, and names only the scale a refused grade belongs to", async () => {
    const french = convertGradeResponseSchema.parse(
      await (await post("grade", { country: "FR", grade: "12/20" })).json(),
    );
    const plain = convertGradeResponseSchema.parse(await (await post("grade", { country: "FR", grade: "12" })).json());
    expect([french.usLetter, french.usPoints]).toEqual([plain.usLetter, plain.usPoints]);
    const res = await post("grade", { country: "KR", grade: "3.3/4.5" });
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorJson).error.details?.otherScales?.map((s) => s.id)).toEqual(["kr-cgpa-4-5"]);
    const level = await post("grade", { country: "HK", grade: "5**" });
    expect(level.status).toBe(422);
    const levelError = ((await level.json()) as ErrorJson).error;
    expect(levelError.details?.otherScales?.map((s) => s.id)).toEqual(["hk-hkdse"]);
    expect(levelError.message).toContain('(scale "hk-hkdse", local grades only)');
    const outOfTen = await post("grade", { country: "FR", grade: "8/10" });
    expect(outOfTen.status).toBe(422);
    expect(((await outOfTen.json()) as ErrorJson).error).toMatchObject({
      code: "grade_out_of_range",
      message: expect.stringMatching(/^"8\/10" is out of 10, but the scale ".+" runs to 20\./),
    });
  });

  it("names the scales a failing grade passes on, so a client can ask whether a CGPA was meant", async () => {
    // Taiwan's default reads marks out of 100: a GPA of 3.85 fails there but is an A- on the 4.3 GPA scale.
    const failing = convertGradeResponseSchema.parse(
      await (await post("grade", { country: "TW", grade: "3.85" })).json(),
    );
    expect(failing.usLetter).toBe("F");
    expect(failing.alsoPassesOn.map((s) => s.id)).toEqual(["tw-cgpa-4-3"]);
    const passing = convertGradeResponseSchema.parse(
      await (await post("grade", { country: "TW", grade: "85" })).json(),
    );
    expect(passing.alsoPassesOn).toEqual([]);
  });

  it("refuses a grade outside the scale with 422, naming grade and scale", async () => {
    const res = await post("grade", { country: "IN", grade: "120" });
    expect(res.status).toBe(422);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe("grade_out_of_range");
    expect(body.error.message).toMatch(
      /^120 is outside the scale ".+", which takes numbers from 0 to 100 \(100 is best\)\.$/,
    );
  });

  it("refuses text on a numeric scale with 422", async () => {
    const res = await post("grade", { country: "IN", grade: "first class" });
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorJson).error.code).toBe("not_a_number");
  });

  it("answers an unknown scale with 404 listing the country's scales", async () => {
    const res = await post("grade", { country: "IN", scale: "in-nope", grade: "65" });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorJson).error.message).toMatch(
      /^"in-nope" is not a grading scale of India\. Its scales are: in-percentage, /,
    );
  });

  it.each([
    [{ grade: "65" }, "country: country is required (a two-letter code such as IN)"],
    [{ country: "India", grade: "65" }, "country: country must be a two-letter ISO code such as IN or GB"],
    [{ country: "IN" }, "grade: grade is required, as text or a number"],
    [{ country: "IN", grade: "x".repeat(51) }, "grade: grade must be at most 50 characters"],
  ])("refuses a malformed request %j with 400", async (body, message) => {
    const res = await post("grade", body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.message).toBe(message);
  });
});

describe("POST /api/v1/convert/transcript", () => {
  const courses = [
    { grade: "72", credits: 4, name: "Mathematics", year: 2023, tags: ["major"] },
    { grade: "55", credits: 3, name: "English", year: 2023 },
    { grade: "48", credits: 3, name: "Physics", year: 2024, tags: ["major"] },
  ];

  it("gives per-course results and the GPA overall, per year, last 60 and per tag", async () => {
    const res = await post("transcript", { country: "IN", courses });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      courses: { usLetter: string }[];
      usCredits: number;
      gpa: Record<string, unknown>;
    };
    expect(body.courses.map((c) => c.usLetter)).toEqual(["B", "B", "C"]);
    expect(body.usCredits).toBe(10);
    expect(body.gpa).toMatchObject({
      overall: { gpa: 2.7 }, // (12 + 9 + 6) / 10
      byYear: { "2023": { gpa: 3 }, "2024": { gpa: 2 } },
      byTag: { major: { gpa: 2.57 } },
      last60: { gpa: 2.7, courses: 3 },
    });
  });

  it("converts ECTS credits for a country that uses them", async () => {
    const res = await post("transcript", { country: "DE", courses: [{ grade: "1.3", credits: 6 }] });
    expect(((await res.json()) as { usCredits: number }).usCredits).toBe(3);
  });

  it("lists every bad course in a 422", async () => {
    const res = await post("transcript", {
      country: "IN",
      courses: [...courses, { grade: "101", credits: 3 }, { grade: "abc", credits: 3 }],
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe("invalid_transcript");
    expect(body.error.details?.courses?.map((c) => c.course)).toEqual([4, 5]);
  });

  it("names the country's scale that reads every grade of a refused transcript", async () => {
    // UGC letters sent to India's percentage default: each is refused there, all are grades on the letter scale.
    const res = await post("transcript", {
      country: "IN",
      courses: [
        { grade: "O", credits: 4 },
        { grade: "B+", credits: 3 },
      ],
    });
    expect(res.status).toBe(422);
    const error = ((await res.json()) as ErrorJson).error;
    expect(error.details?.courses?.map((c) => c.course)).toEqual([1, 2]);
    expect(error.details?.otherScales?.map((s) => s.id)).toEqual(["in-ugc-letter"]);
    expect(error.message).toMatch(/Every grade is a grade on .*\(scale "in-ugc-letter"\)\.$/);
    // A typo no scale takes: the courses' errors alone, as before.
    const typo = (
      (await (
        await post("transcript", {
          country: "IN",
          courses: [
            { grade: "O", credits: 4 },
            { grade: "Q", credits: 3 },
          ],
        })
      ).json()) as ErrorJson
    ).error;
    expect(typo.details?.otherScales).toBeUndefined();
    expect(typo.message).not.toMatch(/Every grade/);
  });

  it("names the scales on which a transcript that fails every course passes", async () => {
    // Course grade points sent to Taiwan's marks default: every course reads F there.
    const points = convertTranscriptResponseSchema.parse(
      await (
        await post("transcript", {
          country: "TW",
          courses: [
            { grade: "3.7", credits: 3 },
            { grade: "3.3", credits: 3 },
          ],
        })
      ).json(),
    );
    expect(points.gpa.overall.gpa).toBe(0);
    expect(points.alsoPassesOn.map((s) => s.id)).toEqual(["tw-cgpa-4-3"]);
    // One failed course among passes is an ordinary transcript: nothing to ask.
    const marks = convertTranscriptResponseSchema.parse(
      await (
        await post("transcript", {
          country: "TW",
          courses: [
            { grade: "85", credits: 3 },
            { grade: "3.3", credits: 3 },
          ],
        })
      ).json(),
    );
    expect(marks.alsoPassesOn).toEqual([]);
  });

  it("refuses negative credits, an empty list and too many courses with 400", async () => {
    const neg = await post("transcript", { country: "IN", courses: [{ grade: "60", credits: -3 }] });
    expect(neg.status).toBe(400);
    expect(((await neg.json()) as ErrorJson).error.message).toBe("courses.0.credits: credits must be 0 or more");
    const empty = await post("transcript", { country: "IN", courses: [] });
    expect(((await empty.json()) as ErrorJson).error.message).toBe("courses: a transcript needs at least one course");
    const many = await post("transcript", {
      country: "IN",
      courses: Array.from({ length: 501 }, () => ({ grade: "60", credits: 1 })),
    });
    expect(many.status).toBe(400);
    expect(((await many.json()) as ErrorJson).error.message).toBe("courses: a transcript may have at most 500 courses");
  });

  it("refuses a body over 512 KB with 413", async () => {
    const res = await post("transcript", {
      country: "IN",
      courses: [{ grade: "60", credits: 1, name: "x".repeat(600_000) }],
    });
    expect(res.status).toBe(413);
  });
});
