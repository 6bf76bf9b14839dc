// Bytes of font files the browser fetches for an academic report, by the same
// plan the web app uses (packages/report/src/fonts/font-plan.ts), summed from
// the built assets' sizes. Run: node --import tsx bench/web/report-font-bytes.ts
import { statSync } from "node:fs";
import { createRequire } from "node:module";
import { planFonts } from "../../packages/report/src/fonts/font-plan.ts";
import { nodeFontFiles } from "../../packages/report/src/node.ts";

const require = createRequire(import.meta.url);
const cases: Record<string, string> = {
  "Latin-only (Priya Raman, Indian percentage scale)":
    "Priya Raman University of Mumbai India University percentage marks with divisions (0–100) Scholaro",
  "Chinese name (王小明)": "王小明 University of Mumbai India University percentage marks with divisions (0–100)",
  "Polish name (Łukasz Dvořák)": "Łukasz Dvořák Uniwersytet Warszawski",
  "Arabic name (محمد عبد الله)": "محمد عبد الله Cairo University",
};
for (const [label, text] of Object.entries(cases)) {
  const plan = await planFonts(text, nodeFontFiles);
  let bytes = 0;
  for (const face of plan.faces)
    for (const file of Object.values(face.files)) bytes += statSync(nodeFontFiles.src(face.pkg, file)).size;
  const cjkTable = plan.faces.some((f) => /-(sc|tc|jp|kr)$/.test(f.pkg))
    ? statSync(require.resolve("@fontsource/noto-sans-sc/unicode.json")).size
    : 0;
  console.log(
    `${label}: ${plan.faces.length} faces, ${(bytes / 1024).toFixed(1)} KiB of WOFF + ${(cjkTable / 1024).toFixed(1)} KiB range table (raw JSON)`,
  );
}
