import type { FontFiles, FontPackage } from "./font-files";
import { inRanges, parseUnicodeRange } from "./unicode-ranges";

// Which font files a report needs, from the characters it prints.
//
// Noto Sans (@fontsource) covers Latin with accents, Greek, Cyrillic,
// Vietnamese and Devanagari; the other scripts have a Noto family of their
// own. @fontsource splits each family into files by Unicode range (Chinese,
// Japanese and Korean into about 100 files each), so a report fetches only the
// files holding its characters: a Latin-only report about 90 KB, a Chinese
// name a couple of CJK slices more (bench/RESULTS.md). WOFF, not WOFF2: the
// fontkit in @react-pdf 4.9 fails to subset a WOFF2 glyph table when it embeds
// the font in the PDF ("Offset is outside the bounds of the DataView").

/** One file registered with @react-pdf as a family of its own. */
export interface FontFace {
  family: string;
  pkg: FontPackage;
  /** File name (in the package's files/ folder) by font weight. */
  files: { 400: string; 700?: string };
}

export interface FontPlan {
  faces: FontFace[];
  /** The families in fallback order: @react-pdf draws each character with the first that has it. */
  stack: string[];
}

interface Family {
  pkg: FontPackage;
  /** Only looked at when the text has one of these characters (the CJK range tables are 60-80 KB each). */
  needed: RegExp;
  bold: boolean;
}

const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const hangul = /\p{Script=Hangul}/u;

/**
 * Han characters are drawn differently in China, Taiwan/Hong Kong, Japan and
 * Korea: kana in the text means Japanese, Hangul Korean, else simplified
 * Chinese first, with the traditional font for characters it lacks.
 */
function cjkOrder(text: string): FontPackage[] {
  if (kana.test(text)) return ["noto-sans-jp", "noto-sans-sc", "noto-sans-tc", "noto-sans-kr"];
  if (hangul.test(text)) return ["noto-sans-kr", "noto-sans-sc", "noto-sans-tc", "noto-sans-jp"];
  return ["noto-sans-sc", "noto-sans-tc", "noto-sans-jp", "noto-sans-kr"];
}

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

function families(text: string): Family[] {
  return [
    { pkg: "noto-sans", needed: /./su, bold: true },
    { pkg: "noto-sans-arabic", needed: /\p{Script=Arabic}/u, bold: false },
    { pkg: "noto-sans-hebrew", needed: /\p{Script=Hebrew}/u, bold: false },
    { pkg: "noto-sans-bengali", needed: /\p{Script=Bengali}/u, bold: false },
    { pkg: "noto-sans-tamil", needed: /\p{Script=Tamil}/u, bold: false },
    { pkg: "noto-sans-thai", needed: /\p{Script=Thai}/u, bold: false },
    ...cjkOrder(text).map((pkg) => ({ pkg, needed: cjk, bold: false })),
  ];
}

/**
 * @fontsource slices whose cmap fontkit 2.0 cannot read: a report drawing with
 * one failed ("Cannot read properties of undefined (reading 'tables')"), for a
 * Taiwanese school's "說明" or a name with 級. Their characters come from the
 * next family of the stack instead (traditional Chinese after simplified).
 * unreadable-font-slices.test.ts checks this list against the installed files.
 */
export const unreadableSlices: ReadonlySet<string> = new Set(["noto-sans-sc-101", "noto-sans-tc-119"]);

/** Always drawn, whatever the data: headings, the table rules' dashes, bullets. */
const ALWAYS = "Aa0 —–•“”‘’…";

/**
 * Basic Latin first: @react-pdf draws a character with the first face of the
 * stack that has a glyph for it, and the other subsets of a family still hold
 * glyphs outside their unicode-range (the latin-ext file's colon drew as a box).
 */
const rank = (subset: string) => (subset === "latin" ? 0 : subset === "latin-ext" ? 1 : 2);

/** The faces that cover `text`, fewest files first-come: a character already covered adds nothing. */
export async function planFonts(text: string, files: FontFiles): Promise<FontPlan> {
  const wanted = new Set<number>();
  for (const ch of `${ALWAYS}${text}`) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp > 0x20 && !/\s/u.test(ch)) wanted.add(cp);
  }
  const faces: FontFace[] = [];
  for (const family of families(text)) {
    if (wanted.size === 0) break;
    if (![...wanted].some((cp) => family.needed.test(String.fromCodePoint(cp)))) continue;
    const subsets = Object.entries(await files.ranges(family.pkg)).sort(([a], [b]) => rank(a) - rank(b));
    for (const [subset, css] of subsets) {
      // CJK subsets are named "[57]" in unicode.json and "57" in the file names.
      const name = subset.replace(/^\[(\d+)\]$/, "$1");
      if (unreadableSlices.has(`${family.pkg}-${name}`)) continue;
      const ranges = parseUnicodeRange(css);
      const covered = [...wanted].filter((cp) => inRanges(ranges, cp));
      if (covered.length === 0) continue;
      for (const cp of covered) wanted.delete(cp);
      const file = (weight: number) => `${family.pkg}-${name}-${weight}-normal.woff`;
      faces.push({
        family: `${family.pkg}-${name}`,
        pkg: family.pkg,
        files: family.bold ? { 400: file(400), 700: file(700) } : { 400: file(400) },
      });
    }
  }
  return { faces, stack: faces.map((f) => f.family) };
}
