import { describe, expect, it } from "vitest";
import { parsePastedRows } from "./paste-parse";
import type { TranscriptRow } from "./transcript-row";

/** The typed fields of each row (ids are fresh every time). */
const fieldsOf = (rows: TranscriptRow[]) => rows.map(({ id: _id, ...fields }) => fields);

const row = (fields: Partial<Omit<TranscriptRow, "id">>) => ({
  name: "",
  grade: "",
  credits: "",
  creditSystem: "",
  year: "",
  tags: "",
  ...fields,
});

describe("parsePastedRows: delimiters and quoting", () => {
  it("reads tab-separated cells copied from Excel or Google Sheets", () => {
    const result = parsePastedRows("Calculus I\tA-\t4\t2021\nWriting\tB+\t3\t2022\n");
    expect(result.hadHeader).toBe(false);
    expect(result.columns).toEqual(["name", "grade", "credits", "year"]);
    expect(fieldsOf(result.rows)).toEqual([
      row({ name: "Calculus I", grade: "A-", credits: "4", year: "2021" }),
      row({ name: "Writing", grade: "B+", credits: "3", year: "2022" }),
    ]);
  });

  it("reads a quoted multi-line cell as Google Sheets copies it", () => {
    const result = parsePastedRows('"Lab\nsection"\tA\t1\nHistory\tB\t3');
    expect(fieldsOf(result.rows)).toEqual([
      row({ name: "Lab\nsection", grade: "A", credits: "1" }),
      row({ name: "History", grade: "B", credits: "3" }),
    ]);
  });

  it("keeps commas and commas-with-quotes inside tab-separated cells", () => {
    const result = parsePastedRows("Law, Ethics and Society\tA\t3");
    expect(result.rows[0]?.name).toBe("Law, Ethics and Society");
  });

  it("reads comma CSV with quoted commas, doubled quotes and newlines", () => {
    const text = [
      "name,grade,credits",
      '"Economics, Intro",A,3',
      '"The ""Big"" Seminar",B,2',
      '"Thesis',
      'part 2",A+,6',
    ].join("\n");
    const result = parsePastedRows(text);
    expect(result.hadHeader).toBe(true);
    expect(result.rows.map((r) => r.name)).toEqual(["Economics, Intro", 'The "Big" Seminar', "Thesis\npart 2"]);
    expect(result.rows.map((r) => r.grade)).toEqual(["A", "B", "A+"]);
  });

  it("reads semicolon CSV with decimal commas as decimal points", () => {
    const text = "Module;Note;ECTS\nAnalysis I;1,7;7,5\nLineare Algebra;2,3;9\nSeminar, Ethik;1,0;3";
    const result = parsePastedRows(text);
    expect(result.hadHeader).toBe(true);
    expect(fieldsOf(result.rows)).toEqual([
      row({ name: "Analysis I", grade: "1.7", credits: "7.5", creditSystem: "ects" }),
      row({ name: "Lineare Algebra", grade: "2.3", credits: "9", creditSystem: "ects" }),
      row({ name: "Seminar, Ethik", grade: "1.0", credits: "3", creditSystem: "ects" }),
    ]);
  });

  it("picks semicolons without a header too, even when one line has a decimal comma", () => {
    const result = parsePastedRows("Analysis;1,7;5\nAlgebra;2;5");
    expect(fieldsOf(result.rows)).toEqual([
      row({ name: "Analysis", grade: "1.7", credits: "5" }),
      row({ name: "Algebra", grade: "2", credits: "5" }),
    ]);
  });

  it("picks semicolons when there are no commas, even with uneven lines", () => {
    const result = parsePastedRows("Maths;A;4\nPhysics;B");
    expect(result.rows.map((r) => [r.name, r.grade, r.credits])).toEqual([
      ["Maths", "A", "4"],
      ["Physics", "B", ""],
    ]);
  });

  it("picks semicolons when unquoted commas split the lines unevenly", () => {
    const result = parsePastedRows("Seminar, Ethik, Recht;1,7;5\nAlgebra;2;5");
    expect(result.rows.map((r) => [r.name, r.grade, r.credits])).toEqual([
      ["Seminar, Ethik, Recht", "1.7", "5"],
      ["Algebra", "2", "5"],
    ]);
  });

  it("keeps commas when every name has a semicolon but counts vary", () => {
    const result = parsePastedRows("Intro; part 1,A,3,2021\nLab; safety; notes,B,2");
    expect(result.rows.map((r) => [r.name, r.grade, r.credits])).toEqual([
      ["Intro; part 1", "A", "3"],
      ["Lab; safety; notes", "B", "2"],
    ]);
  });

  it("keeps commas when semicolons only appear inside names", () => {
    const result = parsePastedRows("Intro; part 1,A,3\nIntro; part 2,B,3");
    expect(result.rows.map((r) => [r.name, r.grade, r.credits])).toEqual([
      ["Intro; part 1", "A", "3"],
      ["Intro; part 2", "B", "3"],
    ]);
  });

  it("converts a quoted decimal comma in comma CSV but leaves thousands and names alone", () => {
    const result = parsePastedRows('"Stats 3,5",A,"3,5"\nBig,"3,75","1,000"\nOdd,"3,5,1","3,"');
    expect(fieldsOf(result.rows)).toEqual([
      row({ name: "Stats 3,5", grade: "A", credits: "3.5" }),
      row({ name: "Big", grade: "3.75", credits: "1,000" }),
      row({ name: "Odd", grade: "3,5,1", credits: "3," }),
    ]);
  });

  it("handles CRLF and lone CR line ends", () => {
    expect(parsePastedRows("A\t4\r\nB\t3\r\n").rows.map((r) => r.grade)).toEqual(["A", "B"]);
    expect(parsePastedRows("A\t4\rB\t3\r").rows.map((r) => r.grade)).toEqual(["A", "B"]);
    // A CRLF inside quotes stays in the cell.
    expect(parsePastedRows('"X\r\nY",A,3\r\n').rows[0]?.name).toBe("X\r\nY");
  });

  it("drops a UTF-8 byte-order mark so the header is still recognised", () => {
    const result = parsePastedRows("\uFEFFCourse,Grade,Credits\r\nMaths,A,4\r\n");
    expect(result.hadHeader).toBe(true);
    expect(fieldsOf(result.rows)).toEqual([row({ name: "Maths", grade: "A", credits: "4" })]);
  });

  it("ignores trailing delimiters when counting columns", () => {
    const result = parsePastedRows("A,3,\nB,4,");
    expect(result.columns).toEqual(["grade", "credits"]);
    expect(result.rows.map((r) => [r.grade, r.credits])).toEqual([
      ["A", "3"],
      ["B", "4"],
    ]);
  });

  it("trims every cell", () => {
    const result = parsePastedRows("  Maths  \t  A \t 4 ");
    expect(fieldsOf(result.rows)).toEqual([row({ name: "Maths", grade: "A", credits: "4" })]);
  });
});

describe("parsePastedRows: headers", () => {
  it("maps reordered columns by the header and ignores unknown ones", () => {
    const text = "Credits\tInstructor\tGRADE\tCourse Title\tTerm\tCategory\nFour\tDr. X\tA\tBiology\tFall\tmajor";
    const result = parsePastedRows(text);
    expect(result.hadHeader).toBe(true);
    expect(result.columns).toEqual(["credits", "grade", "name", "year", "tags"]);
    expect(fieldsOf(result.rows)).toEqual([
      row({ name: "Biology", grade: "A", credits: "Four", year: "Fall", tags: "major" }),
    ]);
  });

  it("recognises every alias, trimmed and case-insensitive", () => {
    const aliases = {
      name: ["course", "course name", "subject", "module", "title", "name", "course title"],
      grade: ["grade", "mark", "marks", "score", "result", "note"],
      credits: ["credits", "credit", "units", "unit", "ects", "cats", "hours", "credit hours", "weight"],
      creditSystem: ["credit system", "system"],
      year: ["year", "term", "semester", "session", "academic year"],
      tags: ["tags", "tag", "type", "category", "group"],
    };
    for (const [key, names] of Object.entries(aliases)) {
      for (const alias of names) {
        const result = parsePastedRows(`  ${alias.toUpperCase()} \tUnknown\nx\ty`);
        expect({ alias, hadHeader: result.hadHeader, columns: result.columns }).toEqual({
          alias,
          hadHeader: true,
          columns: [key],
        });
      }
    }
  });

  it("uses the first of two columns for the same field", () => {
    const result = parsePastedRows("Course,Title,Grade\nMaths,Calculus,A");
    expect(result.columns).toEqual(["name", "grade"]);
    expect(fieldsOf(result.rows)).toEqual([row({ name: "Maths", grade: "A" })]);
  });

  it("reads an ECTS or CATS credits column as that credit system", () => {
    const ects = parsePastedRows("Module,Mark,ECTS\nAlgorithms,65,7.5");
    expect(fieldsOf(ects.rows)).toEqual([
      row({ name: "Algorithms", grade: "65", credits: "7.5", creditSystem: "ects" }),
    ]);
    const cats = parsePastedRows("Module,Mark,CATS\nAlgorithms,65,15");
    expect(cats.rows[0]?.creditSystem).toBe("uk-cats");
    const plain = parsePastedRows("Module,Mark,Credits\nAlgorithms,65,15");
    expect(plain.rows[0]?.creditSystem).toBe("");
  });

  it("lets a credit-system cell override the header's system", () => {
    const text = "Course,Grade,ECTS,System\nA1,A,5,quarter\nA2,B,5,\nA3,C,5,nonsense";
    expect(parsePastedRows(text).rows.map((r) => r.creditSystem)).toEqual(["us-quarter", "ects", "ects"]);
  });

  it("reads credit-system values in any case and spelling it knows", () => {
    const values = ["us-semester", "Semester", "US-QUARTER", "quarter", "ects", "UK-CATS", "cats", "credits", ""];
    const text = ["Grade,System", ...values.map((v) => `A,${v}`)].join("\n");
    expect(parsePastedRows(text).rows.map((r) => r.creditSystem)).toEqual([
      "us-semester",
      "us-semester",
      "us-quarter",
      "us-quarter",
      "ects",
      "uk-cats",
      "uk-cats",
      "",
      "",
    ]);
  });

  it("does not take a first data line for a header", () => {
    const result = parsePastedRows("Grade,A,4\nResult,B,3");
    expect(result.hadHeader).toBe(false);
    expect(result.rows.map((r) => r.name)).toEqual(["Grade", "Result"]);
  });

  it("returns no rows for a header alone", () => {
    expect(parsePastedRows("Course\tGrade\tCredits\n")).toEqual({
      rows: [],
      hadHeader: true,
      skippedLines: 0,
      columns: ["name", "grade", "credits"],
    });
  });
});

describe("parsePastedRows: columns by count without a header", () => {
  it("1 column is the grade", () => {
    const result = parsePastedRows("A\nB+\n");
    expect(result.columns).toEqual(["grade"]);
    expect(fieldsOf(result.rows)).toEqual([row({ grade: "A" }), row({ grade: "B+" })]);
  });

  it("2 columns are grade and credits", () => {
    expect(fieldsOf(parsePastedRows("A\t4").rows)).toEqual([row({ grade: "A", credits: "4" })]);
  });

  it("3 columns are name, grade and credits", () => {
    expect(fieldsOf(parsePastedRows("Maths\tA\t4").rows)).toEqual([row({ name: "Maths", grade: "A", credits: "4" })]);
  });

  it("4 columns add the year", () => {
    expect(fieldsOf(parsePastedRows("Maths\tA\t4\t2021").rows)).toEqual([
      row({ name: "Maths", grade: "A", credits: "4", year: "2021" }),
    ]);
  });

  it("5 or more columns add tags (semicolons and bars become commas) and ignore the rest", () => {
    const result = parsePastedRows("Maths\tA\t4\t2021\tmajor; lab|core\textra\tmore");
    expect(result.columns).toEqual(["name", "grade", "credits", "year", "tags"]);
    expect(fieldsOf(result.rows)).toEqual([
      row({ name: "Maths", grade: "A", credits: "4", year: "2021", tags: "major, lab, core" }),
    ]);
  });

  it("uses the most common column count, so a short line does not shift the others", () => {
    const result = parsePastedRows("Maths\tA\t4\nPhysics\tB\nChemistry\tC\t3");
    expect(result.columns).toEqual(["name", "grade", "credits"]);
    expect(result.rows.map((r) => [r.name, r.grade, r.credits])).toEqual([
      ["Maths", "A", "4"],
      ["Physics", "B", ""],
      ["Chemistry", "C", "3"],
    ]);
  });

  it("breaks a tie in column counts towards more columns", () => {
    const result = parsePastedRows("Physics\tB\t3\nMaths\tA\t4\t2021");
    expect(result.columns).toEqual(["name", "grade", "credits", "year"]);
    expect(result.rows[1]?.year).toBe("2021");
  });

  it("never touches the name: a decimal-comma name stays as typed", () => {
    expect(parsePastedRows("3,5;A;4").rows[0]?.name).toBe("3,5");
  });
});

describe("parsePastedRows: blank and odd input", () => {
  it("skips and counts blank lines and all-empty lines, but not the trailing newline", () => {
    const result = parsePastedRows("\nMaths\tA\t4\n\n   \n\t\t\nPhysics\tB\t3\n");
    expect(result.rows.map((r) => r.name)).toEqual(["Maths", "Physics"]);
    expect(result.skippedLines).toBe(4);
  });

  it("does not count blank lines at the very end", () => {
    expect(parsePastedRows("Maths\tA\t4\n\n\n").skippedLines).toBe(0);
  });

  it("counts a line with nothing in the known columns as skipped", () => {
    const result = parsePastedRows("Course,Instructor,Grade\nMaths,Dr X,A\n,Dr Y,");
    expect(result.rows).toHaveLength(1);
    expect(result.skippedLines).toBe(1);
  });

  it("returns an empty result for empty or whitespace-only text", () => {
    expect(parsePastedRows("")).toEqual({ rows: [], hadHeader: false, skippedLines: 0, columns: [] });
    expect(parsePastedRows(" \n\t\n").rows).toEqual([]);
  });

  it("reads an unclosed quote literally instead of swallowing the rest", () => {
    const result = parsePastedRows('"Maths,A,4\nPhysics,"",3');
    expect(result.rows.map((r) => [r.name, r.grade])).toEqual([
      ['"Maths', "A"],
      ["Physics", '""'],
    ]);
  });

  it("reads a quote inside an unquoted cell literally", () => {
    expect(parsePastedRows("Height 5'11\",A,2").rows[0]?.name).toBe("Height 5'11\"");
  });

  it("does not throw on odd input", () => {
    const odd = ['"', '""', '"""', ",,,", ";;;", "\t\t", '"a"b"c",d', "\r\r\n\n", "\uFEFF", "constructor\t__proto__"];
    for (const text of odd) expect(() => parsePastedRows(text)).not.toThrow();
    expect(parsePastedRows("constructor\t__proto__").hadHeader).toBe(false);
  });

  it("keeps all 200 lines of a long paste, in order", () => {
    const lines = Array.from({ length: 200 }, (_, i) => `Course ${i + 1}\t${["A", "B", "C"][i % 3]}\t${(i % 4) + 1}`);
    const result = parsePastedRows(`${lines.join("\r\n")}\r\n`);
    expect(result.rows).toHaveLength(200);
    expect(result.skippedLines).toBe(0);
    expect(result.rows.map((r) => r.name)).toEqual(lines.map((_, i) => `Course ${i + 1}`));
    expect(result.rows[199]).toMatchObject({ name: "Course 200", grade: "B", credits: "4" });
    expect(new Set(result.rows.map((r) => r.id)).size).toBe(200);
  });
});
