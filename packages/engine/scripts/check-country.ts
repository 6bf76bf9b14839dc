// Checks dataset files with the engine's own rules (its zod schema, and the
// file's name and country-list entry), naming the file and each field at
// fault: `npm run data:check`, or one file with
// `node --import tsx packages/engine/scripts/check-country.ts <file.json>`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type CountryListEntry, checkCountryFile } from "../src/dataset/check-country-file.ts";

const countryList: CountryListEntry[] = JSON.parse(
  readFileSync(join(import.meta.dirname, "../data/country-list.json"), "utf8"),
);
const international: unknown = JSON.parse(
  readFileSync(join(import.meta.dirname, "../data/international.json"), "utf8"),
);

/** One report line (or block) per file, and whether any file failed. */
export function checkFiles(files: readonly string[]): { report: string[]; failed: number } {
  const report: string[] = [];
  let failed = 0;
  for (const file of files) {
    let raw: { scales?: unknown[] };
    try {
      raw = JSON.parse(readFileSync(file, "utf8"));
    } catch (e) {
      report.push(`${file}: not valid JSON: ${(e as Error).message}`);
      failed++;
      continue;
    }
    const problems = checkCountryFile(file, raw, countryList, international);
    if (problems.length > 0) failed++;
    report.push(
      problems.length > 0
        ? `${file}: ${problems.length} problem(s)\n  - ${problems.join("\n  - ")}`
        : `${file}: ok (${raw.scales?.length ?? 0} scales)`,
    );
  }
  return { report, failed };
}

if (process.argv[1] === import.meta.filename) {
  const { report, failed } = checkFiles(process.argv.slice(2));
  for (const line of report) console.log(line);
  process.exit(failed ? 1 : 0);
}
