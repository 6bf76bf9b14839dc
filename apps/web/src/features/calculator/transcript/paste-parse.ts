// Turns a block copied from a spreadsheet (tab-separated) or a CSV file into
// transcript rows. Pure and forgiving: odd input gives fewer rows, never an error.
import { emptyRow, isBlankRow, type RowCreditSystem, type TranscriptRow } from "./transcript-row";

export type ColumnKey = "name" | "grade" | "credits" | "creditSystem" | "year" | "tags";

export interface PasteResult {
  rows: TranscriptRow[];
  /** True when the first line named the columns (it is not read as a row). */
  hadHeader: boolean;
  /** Lines that gave no row: blank, all cells empty, or nothing in a known column. */
  skippedLines: number;
  /** The fields the columns were read into, in column order (ignored columns left out). */
  columns: ColumnKey[];
}

type Delimiter = "\t" | ";" | ",";
type Cells = string[];

/** What each column holds (null: ignored) and the credit system its header implies. */
interface Layout {
  keys: (ColumnKey | null)[];
  impliedSystem: RowCreditSystem | "";
}

// Maps, not object literals, so a header cell like "constructor" matches nothing.
const headerAliases = new Map<string, ColumnKey>([
  ...["course", "course name", "subject", "module", "title", "name", "course title"].map((a) => [a, "name"] as const),
  ...["grade", "mark", "marks", "score", "result", "note"].map((a) => [a, "grade"] as const),
  ...["credits", "credit", "units", "unit", "ects", "cats", "hours", "credit hours", "weight"].map(
    (a) => [a, "credits"] as const,
  ),
  ...["credit system", "system"].map((a) => [a, "creditSystem"] as const),
  ...["year", "term", "semester", "session", "academic year"].map((a) => [a, "year"] as const),
  ...["tags", "tag", "type", "category", "group"].map((a) => [a, "tags"] as const),
]);

/** A credits column headed "ECTS" or "CATS" says which system its numbers are in. */
const headerSystems = new Map<string, RowCreditSystem>([
  ["ects", "ects"],
  ["cats", "uk-cats"],
]);

const systemValues = new Map<string, RowCreditSystem>([
  ["us-semester", "us-semester"],
  ["semester", "us-semester"],
  ["us-quarter", "us-quarter"],
  ["quarter", "us-quarter"],
  ["ects", "ects"],
  ["uk-cats", "uk-cats"],
  ["cats", "uk-cats"],
]);

/** Columns by count when there is no header (5 or more: the rest are ignored). */
const layoutsByCount: ColumnKey[][] = [
  [],
  ["grade"],
  ["grade", "credits"],
  ["name", "grade", "credits"],
  ["name", "grade", "credits", "year"],
  ["name", "grade", "credits", "year", "tags"],
];

export function parsePastedRows(text: string): PasteResult {
  const records = splitRecords(text.replace(/^\uFEFF/, "")).map((cells) => cells.map((cell) => cell.trim()));
  // Blank lines at the very end are just where the paste stops, not skipped lines.
  while (records.length > 0 && isEmptyRecord(records[records.length - 1] ?? [])) records.pop();

  const lines: Cells[] = [];
  let skippedLines = 0;
  for (const cells of records) {
    if (isEmptyRecord(cells)) skippedLines++;
    else lines.push(withoutTrailingEmpties(cells));
  }
  const first = lines[0];
  if (!first) return { rows: [], hadHeader: false, skippedLines, columns: [] };

  const headerLayout = readHeader(first);
  const layout = headerLayout ?? layoutByCount(lines);
  const rows: TranscriptRow[] = [];
  for (const cells of headerLayout ? lines.slice(1) : lines) {
    const row = toRow(cells, layout);
    if (row) rows.push(row);
    else skippedLines++;
  }
  const columns = layout.keys.filter((key): key is ColumnKey => key !== null);
  return { rows, hadHeader: headerLayout !== null, skippedLines, columns };
}

// ---------------------------------------------------------------------------
// Splitting text into records and cells (RFC 4180, leniently)

/** Splits with the delimiter the text most likely uses. */
function splitRecords(text: string): Cells[] {
  const byTab = splitWith(text, "\t");
  if (byTab.some((cells) => cells.length > 1)) return byTab;
  const bySemicolon = splitWith(text, ";");
  const byComma = splitWith(text, ",");
  return prefersSemicolon(bySemicolon, byComma) ? bySemicolon : byComma;
}

/**
 * Semicolon CSV (European Excel) may hold unquoted decimal commas ("3,5"), so
 * commas outside quotes do not rule it out: semicolons win when every line has
 * one and they split the lines more evenly (or more finely) than commas do.
 */
function prefersSemicolon(bySemicolon: Cells[], byComma: Cells[]): boolean {
  const filled = (records: Cells[]) => records.filter((cells) => !isEmptyRecord(cells)).map((cells) => cells.length);
  const semicolonCounts = filled(bySemicolon);
  const commaCounts = filled(byComma);
  if (semicolonCounts.length === 0 || semicolonCounts.some((count) => count < 2)) return false;
  if (commaCounts.every((count) => count === 1)) return true;
  if (!isConstant(semicolonCounts)) return false;
  return !isConstant(commaCounts) || (semicolonCounts[0] ?? 0) >= (commaCounts[0] ?? 0);
}

function splitWith(text: string, delimiter: Delimiter): Cells[] {
  const records: Cells[] = [];
  let cells: Cells = [];
  let field = "";
  let lineStarted = false;
  // After an unclosed quote the rest is malformed: read every quote literally (also keeps this linear).
  let quotesLiteral = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    lineStarted = true;
    if (ch === '"' && !quotesLiteral && field.trim() === "") {
      const close = closingQuote(text, i + 1);
      if (close >= 0) {
        field = text.slice(i + 1, close).replaceAll('""', '"');
        i = close + 1;
        continue;
      }
      quotesLiteral = true;
    }
    if (ch === delimiter) {
      cells.push(field);
      field = "";
    } else if (ch === "\r" || ch === "\n") {
      cells.push(field);
      records.push(cells);
      cells = [];
      field = "";
      lineStarted = false;
      if (ch === "\r" && text[i + 1] === "\n") i++;
    } else {
      field += ch;
    }
    i++;
  }
  if (lineStarted) {
    cells.push(field);
    records.push(cells);
  }
  return records;
}

/** Index of the quote closing a quoted field opened before `from`, or -1. */
function closingQuote(text: string, from: number): number {
  let at = text.indexOf('"', from);
  while (at >= 0 && text[at + 1] === '"') at = text.indexOf('"', at + 2);
  return at;
}

const isEmptyRecord = (cells: Cells): boolean => cells.every((cell) => cell.trim() === "");
const isConstant = (counts: number[]): boolean => counts.every((count) => count === counts[0]);

/** "Maths,A,3,," has three columns: a trailing delimiter adds none. */
function withoutTrailingEmpties(cells: Cells): Cells {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === "") end--;
  return cells.slice(0, end);
}

// ---------------------------------------------------------------------------
// Deciding what each column holds

const normaliseHeader = (cell: string): string =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

/** A header names at least one known column and holds no digits (data lines nearly always do). */
function readHeader(cells: Cells): Layout | null {
  if (cells.some((cell) => /\d/.test(cell))) return null;
  const names = cells.map(normaliseHeader);
  const seen = new Set<ColumnKey>();
  let impliedSystem: RowCreditSystem | "" = "";
  const keys = names.map((name) => {
    const key = headerAliases.get(name);
    if (!key || seen.has(key)) return null; // unknown, or a second column for the same field
    seen.add(key);
    if (key === "credits") impliedSystem = headerSystems.get(name) ?? "";
    return key;
  });
  return seen.size > 0 ? { keys, impliedSystem } : null;
}

/** Without a header the most common column count decides, so one odd line can't shift the rest. */
function layoutByCount(lines: Cells[]): Layout {
  const tally = new Map<number, number>();
  for (const cells of lines) tally.set(cells.length, (tally.get(cells.length) ?? 0) + 1);
  let count = 0;
  let best = 0;
  for (const [length, times] of tally) {
    if (times > best || (times === best && length > count)) [count, best] = [length, times];
  }
  return { keys: layoutsByCount[Math.min(count, 5)] ?? [], impliedSystem: "" };
}

// ---------------------------------------------------------------------------
// Reading cells into a row

function toRow(cells: Cells, layout: Layout): TranscriptRow | null {
  const cell = (key: ColumnKey): string => {
    const index = layout.keys.indexOf(key);
    return index < 0 ? "" : (cells[index] ?? "");
  };
  const row = emptyRow({
    name: cell("name"),
    grade: decimalPoint(cell("grade")),
    credits: decimalPoint(cell("credits")),
    creditSystem: creditSystemOf(cell("creditSystem")) || layout.impliedSystem,
    year: cell("year"),
    tags: cell("tags").replace(/\s*[;|]\s*/g, ", "),
  });
  return isBlankRow(row) ? null : row;
}

/** "3,5" → "3.5"; "1,000" (a thousands separator) and anything else stay as typed. */
const decimalPoint = (value: string): string => value.replace(/^(\d+),(\d{1,2})$/, "$1.$2");

function creditSystemOf(value: string): RowCreditSystem | "" {
  return (
    systemValues.get(
      value
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, "-"),
    ) ?? ""
  );
}
