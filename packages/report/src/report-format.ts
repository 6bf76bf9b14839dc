import { type CourseResult, type Gpa, sourceKindNames, type TranscriptResult } from "@gradeatlas/engine";

// Plain formatting for the report, kept apart from the PDF components so it can
// be read (and tested) without @react-pdf.

/** Shown where a value does not exist (a pass/fail course has no US letter). */
export const NONE = "—";

/** GPAs and points always with 2 decimals, as the engine rounds them. */
export const fixed2 = (n: number | null): string => (n === null ? NONE : n.toFixed(2));

/** Credits as short as they can be: 3, 2.5, 2.67 (quarter and ECTS credits give fractions). */
export const credits = (n: number): string => String(Math.round(n * 100) / 100);

export const gpaLine = (g: Gpa): string =>
  g.gpa === null ? "no graded credits" : `${fixed2(g.gpa)} on ${credits(g.gpaCredits)} GPA credits`;

/** Why a course does not count, or counts in a special way; empty when it counts normally. */
export function courseNote(c: CourseResult): string {
  const notes: string[] = [];
  if (c.superseded) notes.push("repeated, not counted");
  else if (!c.countsInGpa) notes.push("not in GPA");
  if (c.outcome === "condoned") notes.push("condoned");
  if (c.alternatives.length) notes.push("sources disagree");
  return notes.join("; ");
}

/**
 * One line per distinct grade that published sources read differently: ours
 * and each other reading with its source, so the report can be defended.
 */
export function disagreementLines(result: Pick<TranscriptResult, "courses">): string[] {
  const byGrade = new Map<string, CourseResult>();
  for (const c of result.courses)
    if (c.alternatives.length && c.usLetter && !byGrade.has(c.grade)) byGrade.set(c.grade, c);
  return [...byGrade.values()].map((c) => {
    const others = c.alternatives.map(
      (a) =>
        `${a.usLetter} (${fixed2(a.usPoints)}) from ${a.source.publisher}, ${sourceKindNames[a.kind]} (${a.source.url})`,
    );
    return `${c.grade}: we give ${c.usLetter} (${fixed2(c.usPoints)}); also published: ${others.join("; ")}.`;
  });
}

/**
 * Every string in plain data, keys too (per-tag GPAs are keyed by what the
 * user typed), joined: what the fonts must be able to draw.
 */
export function allText(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(allText).join(" ");
  if (value && typeof value === "object") {
    return Object.entries(value)
      .map(([k, v]) => `${k} ${allText(v)}`)
      .join(" ");
  }
  return "";
}
