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

/** Folds a label for lenient matching: case, spaces and dash variants ignored. */
export function foldLabel(label: string): string {
  return label
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s_]+/g, "")
    .replace(/[‐‑‒–—−]/g, "-");
}
