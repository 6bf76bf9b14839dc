import { describe, expect, it } from "vitest";
import { convertGrade } from "./convert-grade.ts";
import { convertTranscript } from "./convert-transcript.ts";
import { checkScale } from "./dataset/check-scale.ts";
import { type Scale, scaleSchema } from "./dataset/schema.ts";
import { germanScale, percentScale } from "./test-scales.ts";

const calculatorSite = {
  publisher: "Grade Calc",
  title: "Table",
  url: "https://calc.example/de",
  accessed: "2026-11-25",
};
const university = {
  publisher: "Some University",
  title: "Exchange table",
  url: "https://uni.example/de",
  accessed: "2026-11-25",
};

const disputed: Scale = scaleSchema.parse({
  ...germanScale,
  alternatives: [
    // A partial table: it says nothing about 3.0 or worse.
    {
      kind: "calculator",
      source: calculatorSite,
      bands: [
        { from: 1, to: 1.5, us: "A" },
        { from: 1.6, to: 2.5, us: "A" },
      ],
    },
    { kind: "university", source: university, profile: "wes", bands: [{ from: 1.6, to: 2.5, us: "A-" }] },
  ],
});

describe("alternative readings (sources disagree)", () => {
  it("lists each published reading that gives the grade another US letter, with its source", () => {
    const ours = convertGrade(disputed, "2.0");
    expect(ours.usLetter).toBe("B+");
    expect(ours.alternatives.map((a) => [a.usLetter, a.usPoints, a.kind, a.source.publisher])).toEqual([
      ["A", 4, "calculator", "Grade Calc"],
      ["A-", 3.67, "university", "Some University"],
    ]);
  });

  it("says nothing when the other sources agree or publish no band for the grade", () => {
    expect(convertGrade(disputed, "1.0").alternatives).toEqual([]); // both read A
    expect(convertGrade(disputed, "3.0").alternatives).toEqual([]); // outside both tables
    expect(convertGrade(germanScale, "2.0").alternatives).toEqual([]);
  });

  it("puts a value between two of a source's bands on the worse one", () => {
    // 1.55 lies between 1.5 and 1.6: the worse band is 1.6–2.5, B+ for us and A for the calculator site.
    // The university publishes nothing below 1.6, so it has no reading of 1.55.
    const between = convertGrade(disputed, "1.55");
    expect(between.usLetter).toBe("B+");
    expect(between.alternatives.map((a) => [a.kind, a.usLetter])).toEqual([["calculator", "A"]]);
  });

  it("reads label scales by label, ignoring case", () => {
    const labels: Scale = scaleSchema.parse({
      ...percentScale,
      id: "xx-classes",
      grades: { type: "labels", labels: ["First", "Second", "Fail"] },
      bestGrade: "First",
      passMark: "Second",
      method: {
        type: "bands",
        profile: "standard",
        bands: [
          { label: "First", us: "A" },
          { label: "Second", us: "B" },
          { label: "Fail", us: "F" },
        ],
      },
      alternatives: [{ kind: "evaluator", source: university, bands: [{ label: "First", us: "A-" }] }],
    });
    expect(convertGrade(labels, "first").alternatives.map((a) => a.usLetter)).toEqual(["A-"]);
    expect(convertGrade(labels, "Second").alternatives).toEqual([]);

    // A form transcripts also write converts as its label, alternatives and all.
    const written: Scale = scaleSchema.parse({
      ...labels,
      grades: { ...labels.grades, writtenAs: { "1st": "First" } },
    });
    const asWritten = convertGrade(written, " 1ST ");
    expect([asWritten.usLetter, asWritten.alternatives.map((a) => a.usLetter)]).toEqual(["A", ["A-"]]);
    expect(() => convertGrade(labels, "1st")).toThrow('"1st" is not a grade on the scale');
    expect(checkScale(written, "XX")).toEqual([]);
    const clashing = scaleSchema.parse({
      ...written,
      grades: { ...written.grades, writtenAs: { "1st": "Best", " second ": "First" } },
    });
    expect(checkScale(clashing, "XX").map((i) => i.message)).toEqual([
      '"Best" is not one of the labels',
      '" second " already reads as the label "Second"',
    ]);
  });

  it("reads a word a transcript writes for a mark as that mark, alternatives and all", () => {
    const worded: Scale = scaleSchema.parse({
      ...disputed,
      grades: { ...disputed.grades, writtenAs: { "sehr gut": "1.0", gut: "2.0" } },
    });
    const asWord = convertGrade(worded, "GUT");
    expect(asWord).toEqual(convertGrade(worded, "2.0"));
    expect(asWord.alternatives.map((a) => a.usLetter)).toEqual(["A", "A-"]);
    expect(checkScale(worded, "XX")).toEqual([]);
    const bad = scaleSchema.parse({
      ...worded,
      grades: { ...worded.grades, writtenAs: { "sehr gut": "0.5", "1,0": "1.0", " Sehr  gut": "1.3" } },
    });
    expect(checkScale(bad, "XX").map((i) => i.message)).toEqual([
      '"0.5" is not on the scale 1–5',
      '"1,0" is a number already',
      '" Sehr  gut" already reads as 0.5',
    ]);
  });

  it("reads a word for a range of marks at the weakest of them, alternatives and all, and says so", () => {
    const ranged: Scale = scaleSchema.parse({
      ...disputed,
      grades: { ...disputed.grades, writtenAs: { "sehr gut": "1.0–1.5", "gut bis sehr gut": "1.3–1.7" } },
    });
    // Lower is better here: the weakest mark of 1.3–1.7 is 1.7, which the other source reads A-.
    const spanning = convertGrade(ranged, "Gut bis sehr gut");
    expect(spanning.usLetter).toBe(convertGrade(ranged, "1.7").usLetter);
    expect(spanning.alternatives).toEqual(convertGrade(ranged, "1.7").alternatives);
    expect(spanning.explanation.method).toMatch(
      /“gut bis sehr gut” covers the marks 1\.3–1\.7, so it is read at the weakest of them, 1\.7\.$/,
    );
    expect(convertGrade(ranged, "sehr gut").usLetter).toBe("A");
    expect(checkScale(ranged, "XX")).toEqual([]);
    // Higher is better on a percentage: the weakest of 55–65 is 55, a B where 60 and up is an A.
    const percent: Scale = scaleSchema.parse({
      ...percentScale,
      grades: { ...percentScale.grades, writtenAs: { good: "65–55" } },
    });
    expect(convertGrade(percent, "good").usLetter).toBe("B");
    expect(convertGrade(percent, "good").explanation.method).toMatch(/read at the weakest of them, 55\.$/);
    const bad = scaleSchema.parse({
      ...ranged,
      grades: { ...ranged.grades, writtenAs: { "sehr gut": "0.5–1.5", gut: "2.0–2.0" } },
    });
    expect(checkScale(bad, "XX").map((i) => i.message)).toEqual([
      '"0.5–1.5" is not on the scale 1–5',
      '"2.0–2.0" is one mark: write it alone',
    ]);
  });

  it("warns on a transcript how many grades the sources disagree on, and each course carries its readings", () => {
    const result = convertTranscript({
      scale: disputed,
      courses: [
        { grade: "2.0", credits: 5 },
        { grade: "2.3", credits: 5 },
        { grade: "3.0", credits: 5 },
      ],
    });
    expect(result.courses.map((c) => c.alternatives.length > 0)).toEqual([true, true, false]);
    expect(result.warnings).toContain(
      "Sources disagree on 2 grades: another published table gives them a different US letter (see each course's other readings).",
    );
  });

  it("refuses alternative bands off the scale, without a letter, or overlapping", () => {
    const bad = scaleSchema.parse({
      ...germanScale,
      alternatives: [
        {
          kind: "calculator",
          source: calculatorSite,
          bands: [
            { from: 0.5, to: 1.5, us: "A" },
            { from: 1.5, to: 2, us: "B" },
            { from: 2.1, to: 3 },
          ],
        },
      ],
    });
    expect(checkScale(bad, "XX").map((i) => i.message)).toEqual([
      "band 0.5–1.5 is not within 1–5",
      "an alternative band needs a US letter",
      "bands 0.5–1.5 and 1.5–2 overlap",
    ]);
  });
});
