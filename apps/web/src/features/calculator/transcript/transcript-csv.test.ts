import { describe, expect, it } from "vitest";
import { csvToRows, rowsToCsv } from "./transcript-csv";
import { emptyRow, rowCreditSystems, type TranscriptRow } from "./transcript-row";

const fieldsOf = (rows: TranscriptRow[]) => rows.map(({ id: _id, ...fields }) => fields);

describe("rowsToCsv", () => {
  it("writes the header and RFC 4180 lines with CRLF ends and no BOM", () => {
    const csv = rowsToCsv([
      emptyRow({ name: "Maths", grade: "A", credits: "4", creditSystem: "us-semester", year: "2021", tags: "major" }),
      emptyRow({ name: 'The "Big", Seminar', grade: "B" }),
      emptyRow({ name: "Two\nlines", grade: "C" }),
    ]);
    expect(csv).toBe(
      "name,grade,credits,credit system,year,tags\r\n" +
        "Maths,A,4,us-semester,2021,major\r\n" +
        '"The ""Big"", Seminar",B,,,,\r\n' +
        '"Two\nlines",C,,,,\r\n',
    );
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
  });

  it("leaves out blank rows and writes only the header for none", () => {
    expect(rowsToCsv([emptyRow(), emptyRow({ creditSystem: "ects" })])).toBe(
      "name,grade,credits,credit system,year,tags\r\n",
    );
  });
});

describe("rowsToCsv and spreadsheet formulas", () => {
  it("defuses a field a spreadsheet would run, and keeps signed numbers such as Danish -3", () => {
    const csv = rowsToCsv([
      emptyRow({ name: '=HYPERLINK("http://x.example","Maths")', grade: "-3", credits: "+5", tags: "@lab" }),
    ]);
    expect(csv).toBe(
      "name,grade,credits,credit system,year,tags\r\n" +
        `"'=HYPERLINK(""http://x.example"",""Maths"")",-3,+5,,,'@lab\r\n`,
    );
  });

  it("reads a defused field back as it was typed", () => {
    const rows = [emptyRow({ name: "=1+1", grade: "-3", credits: "4", tags: "@lab, -core" })];
    expect(fieldsOf(csvToRows(rowsToCsv(rows)))).toEqual(fieldsOf(rows));
  });
});

describe("CSV round trip", () => {
  it("gives back the same field values (ids are new)", () => {
    const rows = [
      emptyRow({ name: "Economics, Intro", grade: "A-", credits: "3", year: "2021", tags: "major, core" }),
      emptyRow({ name: 'The "Big" Seminar', grade: "B+", credits: "2" }),
      emptyRow({ name: "Thesis\r\npart 2\nfinal", grade: "1.7", credits: "7.5", creditSystem: "ects" }),
      emptyRow({ name: "Mathématiques", grade: "16", credits: "6", year: "2022-23" }),
      emptyRow({ name: "数学", grade: "优", credits: "4", tags: "必修" }),
      emptyRow({ name: "Tab\tinside", grade: "P" }),
      emptyRow({ grade: "A" }),
      emptyRow({ name: "Only a name" }),
      emptyRow({ name: "name", grade: "grade", credits: "credits" }),
      ...rowCreditSystems.map((system, i) => emptyRow({ name: `System ${i}`, credits: "5", creditSystem: system })),
    ];
    const back = csvToRows(rowsToCsv(rows));
    expect(fieldsOf(back)).toEqual(fieldsOf(rows));
    expect(back.map((row) => row.id)).not.toEqual(rows.map((row) => row.id));
  });

  it("reads the header it writes", () => {
    const rows = csvToRows("name,grade,credits,credit system,year,tags\r\nMaths,A,4,uk-cats,2021,lab\r\n");
    expect(fieldsOf(rows)).toEqual([
      { name: "Maths", grade: "A", credits: "4", creditSystem: "uk-cats", year: "2021", tags: "lab" },
    ]);
  });
});
