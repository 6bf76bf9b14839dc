// Font bytes the browser fetches to make an academic report: the plan the web
// app follows (packages/report/src/fonts/font-plan.ts, the same code), summed
// from the WOFF files it names (served as they are: WOFF is compressed already)
// and the CJK range table it loads. The e2e journey (transcript.spec.ts)
// checks in Chromium that those are the only font files fetched.
// Run: node --import tsx bench/web/report-font-bytes.ts
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { convertTranscript, loadCountry } from "@gradeatlas/engine";
import { allText, planFonts, type ReportData } from "@gradeatlas/report";
import { nodeFontFiles } from "@gradeatlas/report/node";

const require = createRequire(import.meta.url);
const country = await loadCountry("IN");
const scale = country.scales.find((sc) => sc.id === "in-percentage");
if (!scale) throw new Error("scale in-percentage is missing");
const courses = ["Physics I", "Chemistry I", "Mathematics I", "English", "Physics II", "Electronics"].map(
  (name, i) => ({
    name,
    grade: String(45 + i * 7),
    credits: 3 + (i % 2),
    year: 2022 + Math.floor(i / 3),
  }),
);
const report = (name: string): ReportData => ({
  applicant: { name, id: "APP-1", institution: "University of Mumbai" },
  country: { code: country.code, name: country.name },
  scale: { id: scale.id, name: scale.name, level: scale.level, sources: scale.sources },
  result: convertTranscript({ scale, courses }),
  notes: "",
  evaluator: "J. Evaluator",
  date: "2026-12-01",
});

for (const name of ["Asha Verma", "王小明 (Wang Xiaoming)", "Łukasz Dvořák", "محمد عبد الله", "प्रिया शर्मा"]) {
  const plan = await planFonts(allText(report(name)), nodeFontFiles);
  const files = plan.faces.flatMap((face) =>
    Object.values(face.files).map((file) => nodeFontFiles.src(face.pkg, file)),
  );
  const woff = files.reduce((sum, file) => sum + statSync(file).size, 0);
  const cjk = plan.faces.find((f) => /-(sc|tc|jp|kr)$/.test(f.pkg));
  // The table ships as a JS chunk, served compressed.
  const tableKib = cjk
    ? gzipSync(readFileSync(require.resolve(`@fontsource/${cjk.pkg}/unicode.json`))).length / 1024
    : 0;
  console.log(
    `${name}: ${files.length} WOFF files, ${(woff / 1024).toFixed(1)} KiB` +
      (cjk ? ` + the ${cjk.pkg} range table, ${tableKib.toFixed(1)} KiB gzip` : ""),
  );
}
