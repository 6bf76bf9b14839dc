import notoSansRanges from "@fontsource/noto-sans/unicode.json";
import type { FontFiles, FontPackage } from "@gradeatlas/report";

// The browser's font files for the report: Vite emits every regular (and Noto
// Sans bold) WOFF file of the @fontsource packages as an asset and gives its
// URL here; nothing is fetched until a report needs that file
// (packages/report/src/fonts/font-plan.ts picks them). The globs read the
// packages where npm workspaces install them, the repository's node_modules.

const regular = import.meta.glob<string>("../../../../../node_modules/@fontsource/*/files/*-400-normal.woff", {
  query: "?url",
  import: "default",
  eager: true,
});
const bold = import.meta.glob<string>("../../../../../node_modules/@fontsource/noto-sans/files/*-700-normal.woff", {
  query: "?url",
  import: "default",
  eager: true,
});
// The Chinese, Japanese and Korean range tables are 60-80 KB each: loaded only for a report that needs them.
const ranges = import.meta.glob<Record<string, string>>(
  ["../../../../../node_modules/@fontsource/*/unicode.json", "!**/noto-sans/unicode.json"],
  { import: "default" },
);

const path = (pkg: FontPackage, file: string) => `../../../../../node_modules/@fontsource/${pkg}/files/${file}`;

export const browserFontFiles: FontFiles = {
  async ranges(pkg) {
    if (pkg === "noto-sans") return notoSansRanges;
    const load = ranges[`../../../../../node_modules/@fontsource/${pkg}/unicode.json`];
    if (!load) throw new Error(`No unicode ranges for @fontsource/${pkg}`);
    return load();
  },
  src(pkg, file) {
    const url = regular[path(pkg, file)] ?? bold[path(pkg, file)];
    if (!url) throw new Error(`No font file ${file} in @fontsource/${pkg}`);
    return url;
  },
};
