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

// Windows-1252 beyond Latin-1: what the built-in PDF fonts can draw in 0x80–0x9F.
const cp1252Extras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
// Letters NFKD does not take apart into a base letter and accents.
const fallbacks: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i", Ŧ: "T", ŧ: "t" };
const dashes = /[\u2010-\u2012\u2212]/g;

const drawable = (ch: string): boolean => {
  const code = ch.codePointAt(0) ?? 0;
  return ch === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || cp1252Extras.has(ch);
};

/**
 * Text the built-in Helvetica can draw: "Łódź" becomes "Lódz" and "Dvořák"
 * "Dvorák" rather than wrong glyphs; a letter with no Latin form becomes "?",
 * so a reader sees that something was left out.
 */
export function toWinAnsi(text: string): string {
  let out = "";
  const plain = text.replace(/\r\n?/g, "\n").replace(/\t/g, " ").replace(dashes, "-");
  for (const ch of plain) {
    if (drawable(ch)) out += ch;
    else if (fallbacks[ch]) out += fallbacks[ch];
    else {
      const base = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += base && [...base].every(drawable) ? base : "?";
    }
  }
  return out;
}

/**
 * A deep copy of plain data with every string passed through `fn`, keys too
 * (per-tag GPAs are keyed by what the user typed); other values are kept.
 */
export function mapStrings<T>(value: T, fn: (s: string) => string): T {
  if (typeof value === "string") return fn(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [fn(k), mapStrings(v, fn)])) as T;
  }
  return value;
}
