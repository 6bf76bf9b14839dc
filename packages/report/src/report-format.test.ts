import type { CourseResult } from "@gradeatlas/engine";
import { describe, expect, it } from "vitest";
import { allText, courseNote, credits, disagreementLines, fixed2 } from "./report-format";

const course = (fields: Partial<CourseResult>) =>
  ({ superseded: false, countsInGpa: true, outcome: "graded", alternatives: [], ...fields }) as CourseResult;

const calculatorReading = {
  usLetter: "A",
  usPoints: 4,
  kind: "calculator",
  source: { publisher: "Grade Calc", title: "Table", url: "https://calc.example/de", accessed: "2026-11-25" },
} as unknown as CourseResult["alternatives"][number];

describe("report formatting", () => {
  it("prints GPAs with 2 decimals and credits as short as they can be", () => {
    expect(fixed2(3.5)).toBe("3.50");
    expect(fixed2(null)).toBe("—");
    expect(credits(3)).toBe("3");
    expect(credits(10 / 3)).toBe("3.33");
  });

  it("says why a course does not count as usual", () => {
    expect(courseNote(course({}))).toBe("");
    expect(courseNote(course({ countsInGpa: false, outcome: "pass" }))).toBe("not in GPA");
    expect(courseNote(course({ superseded: true }))).toBe("repeated, not counted");
    expect(courseNote(course({ outcome: "condoned" }))).toBe("condoned");
    expect(courseNote(course({ alternatives: [calculatorReading] }))).toBe("sources disagree");
  });

  it("lists each disputed grade once, with our reading and every other with its source", () => {
    const disputed = {
      grade: "2.0",
      usLetter: "A-",
      usPoints: 3.7 as CourseResult["usPoints"],
      alternatives: [calculatorReading],
    } as Partial<CourseResult>;
    const lines = disagreementLines({
      courses: [course(disputed), course({ ...disputed, index: 2 }), course({ grade: "3.0", usLetter: "B" })],
    });
    expect(lines).toEqual([
      "2.0: we give A- (3.70); also published: A (4.00) from Grade Calc, calculator or aggregator site (https://calc.example/de).",
    ]);
  });

  it("collects every string of nested data, keys included, for the fonts to cover", () => {
    const text = allText({ a: ["ł", 2, null], b: { 王: true }, c: "محمد" });
    for (const part of ["ł", "王", "محمد"]) expect(text).toContain(part);
    expect(text).not.toContain("2");
  });
});
