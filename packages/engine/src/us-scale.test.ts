import { describe, expect, it } from "vitest";
import { letterForPoints } from "./us-scale.ts";

describe("the letter that describes a point value (decision 0008)", () => {
  it("is the nearest standard letter", () => {
    expect(letterForPoints(3.62, "standard")).toBe("A-");
    expect(letterForPoints(3.1, "standard")).toBe("B");
    expect(letterForPoints(0.2, "standard")).toBe("F");
  });

  it("goes down on a tie, so a description never flatters the grade", () => {
    expect(letterForPoints(3.5, "standard")).toBe("B+"); // A- 3.7 and B+ 3.3 are equally near
    expect(letterForPoints(2.5, "standard")).toBe("C+"); // B- 2.7 / C+ 2.3
    expect(letterForPoints(3.5, "wes")).toBe("B+"); // A- 3.67 / B+ 3.33
    expect(letterForPoints(1.5, "standard")).toBe("D+"); // C- 1.7 / D+ 1.3
  });
});
