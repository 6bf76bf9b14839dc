import { describe, expect, it } from "vitest";
import { convertGrade } from "./convert-grade.ts";
import { checkScale } from "./dataset/check-scale.ts";
import { type Scale, scaleSchema } from "./dataset/schema.ts";
import { EngineError } from "./errors.ts";
import { bavarian, germanScale, letterScale, linear, percentScale, pku } from "./test-scales.ts";

describe("band tables", () => {
  it("maps a numeric grade to its band's letter, points and local label", () => {
    const r = convertGrade(percentScale, "65");
    expect(r).toMatchObject({
      usLetter: "A",
      usPoints: 4,
      countsInGpa: true,
      pass: true,
      localLabel: "First Division",
    });
    expect(r.explanation.method).toBe("Band table: 60–100 (First Division) → A.");
    expect(r.explanation.sources[0]?.url).toBe("https://example.org/scale");
  });

  it("puts a grade between two published bands in the worse band, never rounding up", () => {
    expect(convertGrade(percentScale, "59.5").usLetter).toBe("B");
    expect(convertGrade(germanScale, "1.55").usLetter).toBe("B+");
  });

  it("reads lower-is-better scales the right way round, with WES-style points", () => {
    expect(convertGrade(germanScale, "1.0")).toMatchObject({ usLetter: "A", usPoints: 4 });
    expect(convertGrade(germanScale, "2,3")).toMatchObject({ usLetter: "B+", usPoints: 3.33 });
    expect(convertGrade(germanScale, "4.0")).toMatchObject({ usLetter: "C", pass: true });
    expect(convertGrade(germanScale, "5")).toMatchObject({
      usLetter: "F",
      usPoints: 0,
      pass: false,
      countsInGpa: true,
    });
  });

  it("accepts a percent sign and a decimal comma", () => {
    expect(convertGrade(percentScale, " 72% ").usLetter).toBe("A");
    expect(convertGrade(percentScale, "49,9").usLetter).toBe("C");
  });

  it("matches labels exactly, then ignoring case and spaces", () => {
    expect(convertGrade(letterScale, "A*").usLetter).toBe("A+");
    expect(convertGrade(letterScale, "a*").usLetter).toBe("A+");
    expect(convertGrade(letterScale, " b ").usLetter).toBe("B");
  });

  it("matches a label or a written form typed without its accents", () => {
    const accented = scaleSchema.parse({
      ...letterScale,
      grades: { type: "labels", labels: ["Très bien", "Ajourné"], writtenAs: { "Matrícula de Honor": "Très bien" } },
      bestGrade: "Très bien",
      passMark: "Très bien",
      method: {
        type: "bands",
        profile: "standard",
        bands: [
          { label: "Très bien", us: "A" },
          { label: "Ajourné", us: "F" },
        ],
      },
    });
    expect(convertGrade(accented, "tres bien").usLetter).toBe("A");
    expect(convertGrade(accented, "AJOURNE").usLetter).toBe("F");
    expect(convertGrade(accented, "Matricula de honor").usLetter).toBe("A");
    expect(() => convertGrade(accented, "tres")).toThrow(EngineError);
    const twins = scaleSchema.parse({
      ...accented,
      grades: { type: "labels", labels: ["Très bien", "Tres bien", "Ajourné"] },
      method: {
        ...accented.method,
        bands: [...(accented.method as { bands: object[] }).bands, { label: "Tres bien", us: "B" }],
      },
    });
    expect(checkScale(twins, "XX").map((i) => i.message)).toContain(
      "labels must be unique, ignoring case, spaces and accents",
    );
  });

  it("caps A+ at 4.0", () => {
    expect(convertGrade(letterScale, "A*").usPoints).toBe(4);
  });

  it("keeps pass/fail grades out of the GPA but counts them as passed", () => {
    expect(convertGrade(letterScale, "P")).toMatchObject({
      usLetter: null,
      usPoints: null,
      countsInGpa: false,
      pass: true,
      outcome: "pass",
    });
  });
});

describe("numbers written with their scale's top", () => {
  const marks = scaleSchema.parse({ ...percentScale, grades: { type: "numeric", min: 0, max: 100, step: 1 } });
  const cgpa = scaleSchema.parse({
    ...linear,
    grades: { type: "numeric", min: 0, max: 4.3, step: 0.01, outOf: [4] },
    bestGrade: "4.3",
    passMark: "1",
    method: {
      type: "linear",
      rounding: "round-half-up-2",
      points: [
        { grade: 4.3, us: 4 },
        { grade: 1, us: 1 },
      ],
    },
  });
  const finalMark = scaleSchema.parse({
    ...letterScale,
    grades: { type: "labels", labels: ["110L", "110", "100", "66"], writtenAs: { "110 e lode": "110L" } },
    bestGrade: "110L",
    passMark: "66",
    method: {
      type: "bands",
      profile: "standard",
      bands: [
        { label: "110L", us: "A+" },
        { label: "110", us: "A" },
        { label: "100", us: "B" },
        { label: "66", us: "C" },
      ],
    },
  });

  it("reads 72/100, 72 out of 100 and GPA 72 as 72", () => {
    for (const written of ["72/100", " 72 / 100 ", "72 out of 100", "GPA 72", "CGPA: 72/100", "72 CGPA", "49,9/100"]) {
      const plain = written === "49,9/100" ? "49.9" : "72";
      expect(convertGrade(marks, written)).toEqual(convertGrade(marks, plain));
    }
  });

  it("takes a scale's other top where the scale reads it the same", () => {
    expect(convertGrade(cgpa, "3.5/4.0").usPoints).toBe(convertGrade(cgpa, "3.5").usPoints);
    expect(convertGrade(cgpa, "3.5/4.3").usPoints).toBe(convertGrade(cgpa, "3.5").usPoints);
  });

  it("reads a numbered label out of its top, with the words after it", () => {
    expect(convertGrade(finalMark, "110/110").usLetter).toBe("A");
    expect(convertGrade(finalMark, "110/110 e lode").usLetter).toBe("A+");
  });

  it("refuses a number out of another top, naming both", () => {
    expect(() => convertGrade(cgpa, "3.5/4.5")).toThrow(
      '"3.5/4.5" is out of 4.5, but the scale "Institution breakpoints" runs to 4.3 or 4. Choose the scale the transcript uses.',
    );
    expect(() => convertGrade(finalMark, "28/30")).toThrow(/"28\/30" is out of 30, but the scale .* runs to 110\./);
    const refusal = (() => {
      try {
        convertGrade(marks, "3.5/4");
      } catch (e) {
        return e;
      }
    })();
    expect(refusal).toMatchObject({ code: "grade_out_of_range", details: { grade: "3.5/4", scaleId: marks.id } });
  });

  it("leaves other text refused as before", () => {
    expect(() => convertGrade(marks, "GPA")).toThrow(/is not a number/);
    expect(() => convertGrade(marks, "72/")).toThrow(/is not a number/);
    expect(() => convertGrade(finalMark, "B")).toThrow(/is not a grade on the scale/);
  });

  it("keeps the check from listing the maximum again as another top", () => {
    const issues = checkScale({ ...cgpa, grades: { ...cgpa.grades, outOf: [4.3] } } as Scale, "XX");
    expect(issues.map((i) => i.message)).toContain("4.3 is no other top of the scale 0–4.3");
  });
});

describe("published formulas", () => {
  it("modified Bavarian: 1 + 3 × (N − Nmin)/(Nmax − Nmin), cut to one decimal", () => {
    expect(convertGrade(bavarian, "1.0").usPoints).toBe(4);
    expect(convertGrade(bavarian, "2.3").usPoints).toBe(2.7);
    expect(convertGrade(bavarian, "2.4").usPoints).toBe(2.6);
    expect(convertGrade(bavarian, "4.0").usPoints).toBe(1);
    expect(convertGrade(bavarian, "4.3")).toMatchObject({ usLetter: "F", usPoints: 0 });
    expect(convertGrade(bavarian, "2.3").explanation.rounding).toBe("US points cut (not rounded) to 1 decimal.");
  });

  it("Peking University: 4 − 3 × (100 − X)² / 1600, rounded to 2 decimals", () => {
    expect(convertGrade(pku, "100").usPoints).toBe(4);
    expect(convertGrade(pku, "85")).toMatchObject({ usPoints: 3.58, usLetter: "A-" });
    expect(convertGrade(pku, "60").usPoints).toBe(1);
    expect(convertGrade(pku, "59")).toMatchObject({ usLetter: "F", usPoints: 0 });
  });
});

describe("piecewise-linear", () => {
  it("interpolates between breakpoints, holds the top and fails below the bottom", () => {
    expect(convertGrade(linear, "95").usPoints).toBe(4);
    expect(convertGrade(linear, "80").usPoints).toBe(3.5);
    expect(convertGrade(linear, "60").usPoints).toBe(2);
    expect(convertGrade(linear, "49").usLetter).toBe("F");
  });
});

describe("bad input is a clear error, never a silent number", () => {
  const error = (scale: Scale, grade: string) => {
    try {
      convertGrade(scale, grade);
    } catch (e) {
      if (e instanceof EngineError) return { code: e.code, message: e.message };
    }
    throw new Error("expected an EngineError");
  };

  it("names the grade, the scale and the allowed range when out of range", () => {
    expect(error(percentScale, "120")).toEqual({
      code: "grade_out_of_range",
      message: '120 is outside the scale "Percentage", which takes numbers from 0 to 100 (100 is best).',
    });
    expect(error(germanScale, "0.7").message).toBe(
      '0.7 is outside the scale "German-style 1.0–5.0", which takes numbers from 1 to 5 (1 is best).',
    );
  });

  it("refuses text where a number is needed", () => {
    expect(error(percentScale, "sixty")).toEqual({
      code: "not_a_number",
      message: '"sixty" is not a number. The scale "Percentage" takes numbers from 0 to 100 (100 is best).',
    });
  });

  it("lists the labels when a label is unknown", () => {
    expect(error(letterScale, "C")).toEqual({
      code: "unknown_label",
      message: '"C" is not a grade on the scale "A-level style". Allowed: A*, A, B, P, U.',
    });
  });

  it("asks for a grade when it is empty", () => {
    expect(error(percentScale, "  ").code).toBe("empty_grade");
  });
});
