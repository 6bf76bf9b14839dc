// PostgreSQL's text cannot hold U+0000, and a lone UTF-16 surrogate has no
// UTF-8 form: either one in a value would fail deep in the database. We name
// the field instead, before anything is written.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding U+0000 is the point.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = "Text may not contain the NUL character (U+0000) or an unpaired surrogate.";

export function hasUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** The path of the first string (or key) in a parsed JSON value that cannot be stored, "" for the value itself. */
function findUnstorableText(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return hasUnstorableText(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnstorableText(item, path ? `${path}.${i}` : String(i));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (hasUnstorableText(key)) return at;
      const found = findUnstorableText(item, at);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** What is wrong with a parsed JSON value's text, naming the field, or undefined when it can all be stored. */
export function unstorableTextProblem(value: unknown): string | undefined {
  const at = findUnstorableText(value);
  if (at === undefined) return undefined;
  return `${at ? `${at}: ` : ""}${UNSTORABLE_TEXT_MESSAGE}`;
}
