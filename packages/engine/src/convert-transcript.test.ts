import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertTranscript } from "./convert-transcript.ts";
import { scaleSchema } from "./dataset/schema.ts";
import { TranscriptError } from "./errors.ts";
import { germanScale, percentScale } from "./test-scales.ts";

const passFail = scaleSchema.parse({
  ...percentScale,
  id: "xx-pass-fail",
  grades: { type: "labels", labels: ["A", "B", "P", "CR", "W", "F"] },
  bestGrade: "A",
  passMark: "P",
  method: {
    type: "bands",
    profile: "standard",
    bands: [
      { label: "A", us: "A" },
      { label: "B", us: "B" },
      { label: "P", outcome: "pass" },
      { label: "CR", outcome: "credit-only" },
      { label: "W", outcome: "no-credit" },
      { label: "F", us: "F" },
    ],
  },
});

describe("convertTranscript", () => {
  it("weights the GPA by US credits and reports it to 2 decimals", () => {
    const r = convertTranscript({
      scale: percentScale,
      courses: [
        { grade: "75", credits: 4 }, // A 4.0
        { grade: "55", credits: 3 }, // B 3.0
        { grade: "45", credits: 2 }, // C 2.0
      ],
    });
    // (16 + 9 + 4) / 9 = 3.222…
    expect(r.gpa.overall).toEqual({ gpa: 3.22, gpaCredits: 9, qualityPoints: 29 });
    expect(r.usCredits).toBe(9);
    expect(r.courses.map((c) => c.usLetter)).toEqual(["A", "B", "C"]);
  });

  it("converts ECTS, CATS and quarter credits to US semester credits", () => {
    const r = convertTranscript({
      scale: percentScale,
      creditSystem: "ects",
      courses: [
        { grade: "75", credits: 6 },
        { grade: "75", credits: 20, creditSystem: "uk-cats" },
        { grade: "75", credits: 6, creditSystem: "us-quarter" },
      ],
    });
    expect(r.courses.map((c) => c.usCredits)).toEqual([3, 5, 4]);
    expect(r.usCredits).toBe(12);
  });

  it("counts pass/fail and credit-only grades for credits, not the GPA, and withdrawals for neither", () => {
    const r = convertTranscript({
      scale: passFail,
      courses: [
        { grade: "A", credits: 3 },
        { grade: "P", credits: 3 },
        { grade: "CR", credits: 2 },
        { grade: "W", credits: 3 },
      ],
    });
    expect(r.gpa.overall).toMatchObject({ gpa: 4, gpaCredits: 3 });
    expect(r.usCredits).toBe(8);
    expect(r.warnings).toContain("2 pass/fail or credit-only courses earn credit but are not counted in the GPA.");
  });

  it("counts a failed course in the GPA but not in earned credits", () => {
    const r = convertTranscript({
      scale: passFail,
      courses: [
        { grade: "A", credits: 3 },
        { grade: "F", credits: 3 },
      ],
    });
    expect(r.gpa.overall.gpa).toBe(2);
    expect(r.usCredits).toBe(3);
  });

  it("follows the chosen policy for a failed-then-repeated course", () => {
    const courses = [
      { grade: "35", credits: 3, name: "Calculus I", year: 2021 },
      { grade: "70", credits: 3, name: "calculus  i", year: 2022 },
      { grade: "55", credits: 3, name: "Physics", year: 2022 },
    ];
    const all = convertTranscript({ scale: percentScale, courses });
    expect(all.gpa.overall.gpa).toBe(2.33); // (0 + 12 + 9) / 9
    expect(all.usCredits).toBe(6);
    expect(all.warnings).toContain(
      '"Calculus I" was taken 2 times: every attempt counts in the GPA; its credits count once.',
    );
    const latest = convertTranscript({ scale: percentScale, courses, repeatPolicy: "latest-attempt" });
    expect(latest.gpa.overall.gpa).toBe(3.5); // (12 + 9) / 6
    expect(latest.courses[0]?.superseded).toBe(true);
    expect(latest.usCredits).toBe(6);
  });

  it("gives a GPA per year, per tag and over the last 60 US credits", () => {
    const courses = [
      ...Array.from({ length: 10 }, () => ({ grade: "45", credits: 6, year: "2021", tags: ["gen-ed"] })),
      ...Array.from({ length: 10 }, () => ({ grade: "75", credits: 6, year: "2023", tags: ["major"] })),
      { grade: "55", credits: 6, year: "2022", tags: ["major"] },
    ];
    const r = convertTranscript({ scale: percentScale, courses });
    expect(r.gpa.byYear).toMatchObject({ "2021": { gpa: 2 }, "2022": { gpa: 3 }, "2023": { gpa: 4 } });
    expect(r.gpa.byTag.major).toMatchObject({ gpa: 3.91, gpaCredits: 66 });
    expect(r.gpa.last60).toMatchObject({ gpa: 4, gpaCredits: 60, courses: 10 });
  });

  it("works on lower-is-better scales", () => {
    const r = convertTranscript({
      scale: germanScale,
      courses: [
        { grade: "1,3", credits: 5, creditSystem: "ects" },
        { grade: "3.0", credits: 5, creditSystem: "ects" },
      ],
    });
    expect(r.gpa.overall.gpa).toBe(3.34); // (4 + 2.67) / 2 = 3.335
  });

  it("lists every course it cannot convert, naming each", () => {
    const bad = () =>
      convertTranscript({
        scale: percentScale,
        courses: [
          { grade: "75", credits: 3 },
          { grade: "120", credits: 3, name: "Chemistry" },
          { grade: "60", credits: -1 },
          { grade: "60", credits: Number.NaN },
        ],
      });
    expect(bad).toThrow(TranscriptError);
    try {
      bad();
    } catch (e) {
      const err = e as TranscriptError;
      expect(err.courses.map((c) => c.course)).toEqual([2, 3, 4]);
      expect(err.courses[0]?.message).toBe(
        'Course 2 (Chemistry): 120 is outside the scale "Percentage", which takes numbers from 0 to 100 (100 is best).',
      );
      expect(err.courses[1]?.message).toBe("Course 3: credits must be a number of 0 or more; got -1.");
      expect(err.courses[2]?.message).toBe("Course 4: credits must be a number of 0 or more; got null.");
      expect(err.message).toMatch(/\(and 2 more\)$/);
    }
  });

  it("has no GPA when nothing counts", () => {
    expect(convertTranscript({ scale: passFail, courses: [{ grade: "P", credits: 3 }] }).gpa.overall.gpa).toBeNull();
  });
});

describe("properties", () => {
  const course = fc.record({
    grade: fc.integer({ min: 0, max: 100 }).map(String),
    credits: fc.integer({ min: 0, max: 12 }),
  });

  it("the overall GPA is the credit-weighted mean of the points, within 0–4", () => {
    fc.assert(
      fc.property(fc.array(course, { minLength: 1, maxLength: 60 }), (courses) => {
        const r = convertTranscript({ scale: percentScale, courses });
        const credits = r.courses.reduce((s, c) => s + c.gpaCredits, 0);
        const quality = r.courses.reduce((s, c) => s + c.gpaCredits * (c.usPoints ?? 0), 0);
        if (credits === 0) return r.gpa.overall.gpa === null;
        // Rounded to 2 decimals: within half a hundredth of the exact weighted mean.
        const exact = quality / credits;
        const gpa = r.gpa.overall.gpa as number;
        return Math.abs(gpa - exact) <= 0.005 + 1e-9 && gpa >= 0 && gpa <= 4;
      }),
    );
  });

  it("raising one grade never lowers the GPA", () => {
    fc.assert(
      fc.property(
        fc.array(course, { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.integer({ min: 1, max: 40 }),
        (courses, pick, bump) => {
          const i = pick % courses.length;
          const before = convertTranscript({ scale: percentScale, courses }).gpa.overall.gpa ?? 0;
          const raised = courses.map((c, j) =>
            j === i ? { ...c, grade: String(Math.min(100, Number(c.grade) + bump)) } : c,
          );
          const after = convertTranscript({ scale: percentScale, courses: raised }).gpa.overall.gpa ?? 0;
          return after >= before;
        },
      ),
    );
  });
});
