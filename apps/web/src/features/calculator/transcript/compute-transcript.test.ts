import { loadCountry, type Scale } from "@gradeatlas/engine";
import { beforeAll, describe, expect, it } from "vitest";
import { computeTranscript, defaultCreditSystem, parseCredits } from "./compute-transcript";
import { emptyRow } from "./transcript-row";

let india: Scale;
let germany: Scale;
beforeAll(async () => {
  india = (await loadCountry("IN")).scales.find((s) => s.id === "in-percentage") as Scale;
  germany = (await loadCountry("DE")).scales.find((s) => s.id === "de-university") as Scale;
});

const options = { repeatPolicy: "all-attempts" as const, creditSystem: "us-semester" as const };

describe("computing a transcript as it is typed", () => {
  it("converts valid rows and flags bad ones beside their field, leaving them out", () => {
    const rows = [
      emptyRow({ name: "Physics", grade: "72", credits: "4" }),
      emptyRow({ name: "Art", grade: "120", credits: "2" }),
      emptyRow({ name: "Chemistry", grade: "55", credits: "three" }),
      emptyRow(),
      emptyRow({ name: "Maths", grade: "48", credits: "3,5" }),
    ];
    const { checks, result, invalidRows } = computeTranscript(india, rows, options);
    expect(invalidRows).toBe(2);
    expect(checks.get(rows[1]?.id as string)?.gradeError).toMatch(/120 is outside the scale/);
    expect(checks.get(rows[2]?.id as string)?.creditsError).toMatch(/"three" is not a number of credits/);
    expect(checks.has(rows[3]?.id as string)).toBe(false);
    expect(result?.courses.map((c) => c.name)).toEqual(["Physics", "Maths"]);
    expect(checks.get(rows[4]?.id as string)?.course?.usCredits).toBe(3.5);
  });

  it("uses the country's credit system unless a row names its own", () => {
    const rows = [
      emptyRow({ grade: "1.3", credits: "6" }),
      emptyRow({ grade: "2.0", credits: "6", creditSystem: "us-semester" }),
    ];
    const { result } = computeTranscript(germany, rows, { ...options, creditSystem: defaultCreditSystem("ects") });
    expect(result?.courses.map((c) => c.usCredits)).toEqual([3, 6]);
  });

  it("has no result until a row converts", () => {
    expect(computeTranscript(india, [emptyRow()], options).result).toBeNull();
  });

  it("reads credits with a decimal comma and refuses negatives and words", () => {
    expect(parseCredits("7,5")).toBe(7.5);
    expect(parseCredits(" 3 ")).toBe(3);
    expect(parseCredits("-1")).toBeNull();
    expect(parseCredits("abc")).toBeNull();
    expect(defaultCreditSystem("marks")).toBe("us-semester");
  });
});

describe("gpaText", () => {
  it("shows 2 decimals, and 3 when a house rule rounds to 3", async () => {
    const { gpaText } = await import("./transcript-results");
    expect(gpaText({ gpa: 3.5 })).toBe("3.50");
    expect(gpaText({ gpa: 3.35 })).toBe("3.35");
    expect(gpaText({ gpa: 2.867 })).toBe("2.867");
    expect(gpaText({ gpa: 4 })).toBe("4.00");
    expect(gpaText({ gpa: null })).toBe("—");
  });
});
