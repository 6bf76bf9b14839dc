/** A CSS unicode-range ("U+0600-06FF,U+200C") as inclusive code point pairs. */
export function parseUnicodeRange(css: string): [number, number][] {
  return css.split(",").map((part) => {
    const [from = "", to] = part.trim().replace(/^U\+/i, "").split("-");
    const start = Number.parseInt(from, 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });
}

export const inRanges = (ranges: readonly [number, number][], codePoint: number): boolean =>
  ranges.some(([start, end]) => codePoint >= start && codePoint <= end);
