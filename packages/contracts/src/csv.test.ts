import { describe, expect, it } from "vitest";
import { csvField, toCsv, undoFormulaDefusing } from "./csv.ts";

describe("csvField", () => {
  it("quotes a quote, comma, line break or tab, and writes null as nothing", () => {
    expect(csvField('The "Big", Seminar')).toBe('"The ""Big"", Seminar"');
    expect(csvField("Two\r\nlines")).toBe('"Two\r\nlines"');
    expect(csvField("Tab\tinside")).toBe('"Tab\tinside"');
    expect(csvField(null)).toBe("");
    expect(csvField(3.5)).toBe("3.5");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvField("=1+1")).toBe("'=1+1");
    expect(csvField("+SUM(A1:A9)")).toBe("'+SUM(A1:A9)");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@cmd")).toBe("'@cmd");
    expect(csvField("\t=1")).toBe('"\'\t=1"');
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it("leaves plain numbers, and text that only contains those signs, as they are", () => {
    expect(csvField("-3")).toBe("-3");
    expect(csvField("+1.5")).toBe("+1.5");
    expect(csvField(-3)).toBe("-3");
    expect(csvField("A-")).toBe("A-");
    expect(csvField("a=b")).toBe("a=b");
  });
});

describe("toCsv", () => {
  it("ends every line with CRLF and writes no BOM", () => {
    expect(
      toCsv([
        ["a", "b"],
        [1, null],
      ]),
    ).toBe("a,b\r\n1,\r\n");
    expect(toCsv([])).toBe("");
  });

  it("reads back what it defused", () => {
    for (const text of ["=1+1", "@cmd", "-2+3", "-3", "'quoted", "plain"]) {
      expect(undoFormulaDefusing(csvField(text).replace(/^"|"$/g, ""))).toBe(text);
    }
  });
});
