import { toCsv, undoFormulaDefusing } from "@gradeatlas/contracts/csv";
import { type Outcome, type UsLetter, usLetters } from "@gradeatlas/engine";
import { type BandRow, emptyBand, type GradeType, readNumber } from "./scale-draft";

// A partner's band table pasted or uploaded as CSV. The header names the
// columns (any order, any case): from,to,us[,outcome][,local label] for a
// marks scale, label,us[,outcome][,local label] for a scale of labels.

export const outcomes: readonly Outcome[] = ["graded", "pass", "credit-only", "condoned", "no-credit"];

const columnNames: Record<string, Column> = {
  from: "from",
  min: "from",
  to: "to",
  max: "to",
  label: "label",
  grade: "label",
  us: "us",
  "us letter": "us",
  "us grade": "us",
  letter: "us",
  outcome: "outcome",
  "local label": "localLabel",
  "local name": "localLabel",
  locallabel: "localLabel",
};
type Column = "from" | "to" | "label" | "us" | "outcome" | "localLabel";

export type LineError = { line: number; message: string };
export type BandImport = { gradeType: GradeType; bands: BandRow[]; errors: LineError[] };

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. Each record keeps its first line's number. */
export function readCsvRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const body = text.replace(/^\uFEFF/, "");
  const endRecord = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== "")) records.push({ line: startLine, fields });
    fields = [];
    field = "";
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        field += ch;
      }
    } else if (ch === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (ch === ",") {
      fields.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && body[i + 1] === "\n") i++;
      endRecord();
      line++;
      startLine = line;
    } else field += ch;
  }
  endRecord();
  return records;
}

const letterList = usLetters.join(" ");

/**
 * Bands from CSV text, best first as listed, or the reasons it cannot be read
 * (one per faulty line, naming the line and the column). Nothing is applied
 * while any line is wrong.
 */
export function parseBandCsv(text: string): BandImport {
  const records = readCsvRecords(text);
  const errors: LineError[] = [];
  const header = records[0];
  if (!header) return { gradeType: "numeric", bands: [], errors: [{ line: 1, message: "The CSV is empty." }] };
  const columns = header.fields.map((f) => columnNames[f.trim().toLowerCase().replace(/[_-]+/g, " ")] ?? null);
  const unknown = header.fields.filter((f, i) => columns[i] === null && f.trim() !== "");
  const has = (c: Column) => columns.includes(c);
  const gradeType: GradeType = has("label") ? "labels" : "numeric";
  if (unknown.length > 0)
    errors.push({
      line: header.line,
      message: `Unknown column ${unknown.map((u) => `"${u.trim()}"`).join(", ")}: use from,to,us or label,us (optionally outcome, local label).`,
    });
  else if (!has("us")) errors.push({ line: header.line, message: "The header needs a us column (the US letter)." });
  else if (has("label") ? has("from") || has("to") : !(has("from") && has("to")))
    errors.push({ line: header.line, message: "The header needs either from and to, or label (not both)." });
  if (errors.length > 0) return { gradeType, bands: [], errors };

  const bands: BandRow[] = [];
  for (const { line, fields } of records.slice(1)) {
    const cell = (c: Column) => {
      const i = columns.indexOf(c);
      return i < 0 ? "" : undoFormulaDefusing((fields[i] ?? "").trim());
    };
    const problems: string[] = [];
    if (fields.length > columns.length) problems.push(`${fields.length} values for ${columns.length} columns`);
    const us = cell("us").toUpperCase();
    const outcome = (cell("outcome").toLowerCase() || "graded") as Outcome;
    if (!outcomes.includes(outcome)) problems.push(`outcome "${cell("outcome")}" is not one of ${outcomes.join(", ")}`);
    if (us && !(usLetters as readonly string[]).includes(us))
      problems.push(`"${cell("us")}" is not a US letter (${letterList})`);
    if (!us && (outcome === "graded" || outcome === "condoned"))
      problems.push("a graded band needs a US letter in column us");
    const row = emptyBand({ us: us as UsLetter | "", outcome });
    const localLabel = cell("localLabel");
    if (localLabel) row.localLabel = localLabel;
    if (gradeType === "labels") {
      row.label = cell("label");
      if (!row.label) problems.push("the label is empty");
    } else {
      for (const c of ["from", "to"] as const) {
        const value = cell(c);
        if (readNumber(value) === null)
          problems.push(value ? `"${value}" in column ${c} is not a number` : `column ${c} is empty`);
        row[c] = value;
      }
    }
    if (problems.length > 0) {
      const text = problems.join("; ");
      errors.push({ line, message: `${text[0]?.toUpperCase()}${text.slice(1)}.` });
    } else bands.push(row);
  }
  if (records.length === 1) errors.push({ line: 2, message: "The CSV has a header but no bands." });
  return { gradeType, bands: errors.length > 0 ? [] : bands, errors };
}

/** A template to fill in, for the grade type the editor is set to (with the current bands when there are some). */
export function bandCsvTemplate(gradeType: GradeType, rows: readonly BandRow[]): string {
  if (gradeType === "labels") {
    const body = rows.length
      ? rows.map((r) => [r.label, r.us, r.outcome])
      : [
          ["Distinction", "A", "graded"],
          ["Merit", "B", "graded"],
          ["Pass", "C", "graded"],
          ["Fail", "F", "graded"],
        ];
    return toCsv([["label", "us", "outcome"], ...body]);
  }
  const body = rows.length
    ? rows.map((r) => [r.from, r.to, r.us, r.outcome])
    : [
        ["85", "100", "A", "graded"],
        ["70", "84", "B", "graded"],
        ["50", "69", "C", "graded"],
        ["0", "49", "F", "graded"],
      ];
  return toCsv([["from", "to", "us", "outcome"], ...body]);
}
