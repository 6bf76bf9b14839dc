import { randomBytes } from "node:crypto";

// Crockford's base 32: no I, L, O or U, so nothing is misread when a code is typed
// from paper. Four groups of four: 80 random bits, so codes cannot be guessed.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new report code such as GA-7K3M-Q9XD-2HVB-T4NE (matches REPORT_CODE_PATTERN). */
export function newReportCode(): string {
  const bytes = randomBytes(16);
  const chars = Array.from(bytes, (b) => ALPHABET[b % 32]);
  const groups = [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join(""));
  return `GA-${groups.join("-")}`;
}

/**
 * The applicant's initials, as the verify page shows them instead of the
 * name: the first letter of each part ("Wang Xiaoming" → "W. X."; "王小明" → "王.").
 */
export function initialsOf(name: string): string {
  const parts = name
    .trim()
    .split(/[\s-]+/u)
    .filter(Boolean)
    .slice(0, 4);
  return parts.map((part) => `${Array.from(part)[0]?.toLocaleUpperCase() ?? ""}.`).join(" ");
}
