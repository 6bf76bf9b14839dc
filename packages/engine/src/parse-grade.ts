/**
 * Reads a number as people type it on transcripts: "65", "65%", "7,5" (a
 * decimal comma), " 8.25 ". Anything else is not a number: null.
 */
export function parseGradeNumber(raw: string): number | null {
  let t = raw.trim();
  if (t.endsWith("%")) t = t.slice(0, -1).trimEnd();
  if (t.indexOf(",") !== -1 && t.indexOf(".") === -1) t = t.replace(",", ".");
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  return Number(t);
}

/**
 * Folds a label for lenient matching: case, spaces, dash variants and accents
 * ignored, since an evaluator on an English keyboard types "Tres bien" for
 * "Très bien" and "Matricula" for "Matrícula". Only the Latin, Greek and
 * Cyrillic combining accents go; marks that make other scripts' letters stay.
 */
export function foldLabel(label: string): string {
  return label
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .replace(/[\s_]+/g, "")
    .replace(/[‐‑‒–—−]/g, "-");
}

/**
 * The ends of a written form's range of marks ("1.0–1.5", an en dash between
 * two numbers), as written, lower mark first; null for a single mark. A
 * transcript's word for a range ("sehr gut", "Giỏi") names no one mark.
 */
export function markRange(grade: string): { low: string; high: string } | null {
  const ends = grade.split("–").map((end) => end.trim());
  if (ends.length !== 2) return null;
  const [a, b] = ends as [string, string];
  const [x, y] = [parseGradeNumber(a), parseGradeNumber(b)];
  if (x === null || y === null) return null;
  return x <= y ? { low: a, high: b } : { low: b, high: a };
}

// "GPA 3.5", "CGPA: 3.50", "8.5 CGPA": the name of the average before or after the number.
const averageName = /^(?:c?gpa|sgpa|gpax|cpi|cwa|ipk)\s*[:=]?\s*(?=[+-]?[\d.])/i;
const averageNameAfter = /(?<=\d)\s*(?:c?gpa|sgpa|gpax|cpi|cwa|ipk)$/i;
const withoutName = (raw: string) => raw.trim().replace(averageName, "").replace(averageNameAfter, "");
// "3.5/4", "12 / 20", "3.5 out of 4.0", "110/110 e lode": a number, the top of its scale, and any words after.
const outOfTop = /^(.+?)\s*(?:\/|\bout of\b)\s*(\d+(?:[.,]\d+)?)(?:\s+(.*))?$/i;

/**
 * A number written with its scale's top, as CVs and transcripts often write
 * averages ("3.5/4.0", "12/20", "GPA 3.3 out of 4.5"): the grade without the
 * top ("110/110 e lode" is "110 e lode") and the top it names. Null for
 * anything else, a plain number included.
 */
export function splitOutOf(raw: string): { grade: string; outOf: number } | null {
  const m = outOfTop.exec(withoutName(raw));
  if (!m) return null;
  const [, number, top, words] = m as unknown as [string, string, string, string | undefined];
  const outOf = parseGradeNumber(top);
  if (parseGradeNumber(number) === null || outOf === null) return null;
  return { grade: words ? `${number.trim()} ${words}` : number.trim(), outOf };
}

/** A number with the average's name before or after it ("GPA 3.5", "8.5 CGPA") as the number alone; anything else unchanged. */
export function withoutAverageName(raw: string): string {
  const t = withoutName(raw);
  return parseGradeNumber(t) === null ? raw : t;
}
