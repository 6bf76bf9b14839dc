import {
  type CourseInput,
  type CourseResult,
  convertGrade,
  convertTranscript,
  creditSystemList,
  EngineError,
  type GpaRounding,
  type RepeatPolicy,
  type Scale,
  type TranscriptResult,
} from "@gradeatlas/engine";
import { isBlankRow, type RowCreditSystem, type TranscriptRow } from "./transcript-row";

export interface RowCheck {
  /** The engine's message for the grade, or ours for the credits; null when the row is fine. */
  gradeError: string | null;
  creditsError: string | null;
  /** The converted course, when the row is complete and valid. */
  course: CourseResult | null;
}

export interface TranscriptComputation {
  checks: Map<string, RowCheck>;
  /** Null until at least one row converts. */
  result: TranscriptResult | null;
  /** Rows with something typed but an error: left out of the result until fixed. */
  invalidRows: number;
}

/** The country's credit system when it is one the engine converts; else US semester credits. */
export function defaultCreditSystem(countryCreditSystem: string): RowCreditSystem {
  return (creditSystemList as readonly string[]).includes(countryCreditSystem)
    ? (countryCreditSystem as RowCreditSystem)
    : "us-semester";
}

/** Reads a credits cell: a number of 0 or more, with a decimal comma allowed. */
export function parseCredits(text: string): number | null {
  const t = text.trim().replace(",", ".");
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) && n <= 1000 ? n : null;
}

const splitTags = (tags: string) =>
  tags
    .split(/[,;|]/)
    .map((t) => t.trim())
    .filter(Boolean);

/**
 * Checks every row as typed and converts the valid ones, in the browser. A
 * bad row never stops the rest: it is flagged beside its field and left out
 * of the GPA until fixed, and the result says how many were left out.
 */
export function computeTranscript(
  scale: Scale,
  rows: readonly TranscriptRow[],
  options: {
    repeatPolicy: RepeatPolicy;
    creditSystem: RowCreditSystem;
    /** House rules (members only); left out, the published defaults. */
    gpaRounding?: GpaRounding;
    countCondoned?: boolean;
  },
): TranscriptComputation {
  const checks = new Map<string, RowCheck>();
  const inputs: CourseInput[] = [];
  const inputRowIds: string[] = [];
  let invalidRows = 0;

  for (const row of rows) {
    if (isBlankRow(row)) continue;
    let gradeError: string | null = null;
    let creditsError: string | null = null;
    try {
      convertGrade(scale, row.grade);
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      gradeError = e.message;
    }
    const credits = parseCredits(row.credits);
    if (credits === null) {
      creditsError = row.credits.trim()
        ? `"${row.credits.trim()}" is not a number of credits: use a number of 0 or more, such as 3 or 7.5.`
        : "Enter the course's credits (0 if it has none).";
    }
    checks.set(row.id, { gradeError, creditsError, course: null });
    if (gradeError || creditsError || credits === null) {
      invalidRows++;
      continue;
    }
    const tags = splitTags(row.tags);
    inputs.push({
      grade: row.grade,
      credits,
      creditSystem: row.creditSystem || options.creditSystem,
      ...(row.name.trim() ? { name: row.name } : {}),
      ...(row.year.trim() ? { year: row.year.trim() } : {}),
      ...(tags.length ? { tags } : {}),
    });
    inputRowIds.push(row.id);
  }

  if (inputs.length === 0) return { checks, result: null, invalidRows };
  const result = convertTranscript({
    scale,
    courses: inputs,
    repeatPolicy: options.repeatPolicy,
    gpaRounding: options.gpaRounding,
    countCondoned: options.countCondoned,
  });
  result.courses.forEach((course, i) => {
    const check = checks.get(inputRowIds[i] as string);
    if (check) check.course = course;
  });
  return { checks, result, invalidRows };
}
