import { describe, expect, it } from "vitest";
import { otherScalesAccepting } from "./scales-accepting.ts";
import { germanScale, letterScale, percentScale } from "./test-scales.ts";

describe("other scales that accept a refused grade", () => {
  const scales = [percentScale, germanScale, letterScale];

  it("names the country's scales on which the grade is a real grade, never the chosen one", () => {
    expect(otherScalesAccepting(scales, germanScale, "65").map((s) => s.id)).toEqual(["xx-percent"]);
    expect(otherScalesAccepting(scales, percentScale, "A*").map((s) => s.id)).toEqual(["xx-a-level"]);
    expect(otherScalesAccepting(scales, percentScale, "2.3").map((s) => s.id)).toEqual(["xx-german"]);
  });

  it("offers nothing for an empty grade or one that fits no scale", () => {
    expect(otherScalesAccepting(scales, germanScale, " ")).toEqual([]);
    expect(otherScalesAccepting(scales, germanScale, "banana")).toEqual([]);
  });
});
