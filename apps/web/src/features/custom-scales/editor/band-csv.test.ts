import { describe, expect, it } from "vitest";
import { bandCsvTemplate, parseBandCsv, readCsvRecords } from "./band-csv";

describe("importing bands from CSV", () => {
  it("reads a marks table best first, any column order and case, CRLF or LF", () => {
    const { gradeType, bands, errors } = parseBandCsv("US,From,To\r\nA,85,100\r\nB,70,84\nF,0,69\n");
    expect(errors).toEqual([]);
    expect(gradeType).toBe("numeric");
    expect(bands.map((b) => [b.from, b.to, b.us, b.outcome])).toEqual([
      ["85", "100", "A", "graded"],
      ["70", "84", "B", "graded"],
      ["0", "69", "F", "graded"],
    ]);
  });

  it("reads a label table with outcomes and local names, quoted fields and blank lines", () => {
    const csv = 'label,us,outcome,local label\n"First, with honours",a,,Erste\n\nPass,,pass,\n';
    const { gradeType, bands, errors } = parseBandCsv(csv);
    expect(errors).toEqual([]);
    expect(gradeType).toBe("labels");
    expect(bands[0]).toMatchObject({ label: "First, with honours", us: "A", outcome: "graded", localLabel: "Erste" });
    expect(bands[1]).toMatchObject({ label: "Pass", us: "", outcome: "pass" });
  });

  it("names each faulty line and column, and applies nothing while any line is wrong", () => {
    const { bands, errors } = parseBandCsv("from,to,us,outcome\n85,100,A\n7O,84,B\n50,69,E\n0,49,,maybe\n40,49,,\n");
    expect(bands).toEqual([]);
    expect(errors).toEqual([
      { line: 3, message: '"7O" in column from is not a number.' },
      { line: 4, message: expect.stringContaining('"E" is not a US letter') },
      { line: 5, message: 'Outcome "maybe" is not one of graded, pass, credit-only, condoned, no-credit.' },
      { line: 6, message: "A graded band needs a US letter in column us." },
    ]);
  });

  it("requires a header it understands", () => {
    expect(parseBandCsv("85,100,A\n").errors[0]?.message).toMatch(/^Unknown column "85", "100", "A"/);
    expect(parseBandCsv("from,to\n1,2\n").errors[0]?.message).toMatch(/needs a us column/);
    expect(parseBandCsv("from,us\n1,A\n").errors[0]?.message).toMatch(/either from and to, or label/);
    expect(parseBandCsv("label,from,to,us\n").errors[0]?.message).toMatch(/either from and to, or label/);
    expect(parseBandCsv("").errors).toEqual([{ line: 1, message: "The CSV is empty." }]);
    expect(parseBandCsv("from,to,us\n").errors).toEqual([{ line: 2, message: "The CSV has a header but no bands." }]);
  });

  it("counts lines inside quoted line breaks, so the line named is the line in the file", () => {
    expect(readCsvRecords('label,us\n"Two\nlines",A\nFail,Q\n').map((r) => r.line)).toEqual([1, 2, 4]);
    expect(parseBandCsv('label,us\n"Two\nlines",A\nFail,Q\n').errors[0]?.line).toBe(4);
  });

  it("writes a template that reads back without errors, for both grade types", () => {
    for (const type of ["numeric", "labels"] as const) {
      const back = parseBandCsv(bandCsvTemplate(type, []));
      expect(back.errors).toEqual([]);
      expect(back.gradeType).toBe(type);
      expect(back.bands).toHaveLength(4);
    }
  });

  it("keeps a signed grade such as the Danish -3 a number through the template", () => {
    const rows = parseBandCsv("from,to,us\n-3,-3,F\n").bands;
    expect(parseBandCsv(bandCsvTemplate("numeric", rows)).bands[0]).toMatchObject({ from: "-3", to: "-3" });
  });
});
