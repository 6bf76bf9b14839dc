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
