import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkFiles } from "../../scripts/check-country.ts";
import { type CountryListEntry, checkCountryFile } from "./check-country-file.ts";

const dataDir = join(import.meta.dirname, "../../data");
const countryList: CountryListEntry[] = JSON.parse(readFileSync(join(dataDir, "country-list.json"), "utf8"));
const germany = () => JSON.parse(readFileSync(join(dataDir, "countries/de.json"), "utf8"));

describe("checkCountryFile (npm run data:check)", () => {
  it("passes every file of the dataset", () => {
    const files = [
      ...readdirSync(join(dataDir, "countries")).map((f) => join(dataDir, "countries", f)),
      join(dataDir, "international.json"),
    ];
    const { report, failed } = checkFiles(files);
    expect(report.filter((line) => !line.includes(": ok ("))).toEqual([]);
    expect(failed).toBe(0);
  });

  it("names the field at fault, and the scale by its id, with the engine's own rules", () => {
    const de = germany();
    de.region = "Atlantis";
    de.scales[0].level = "college";
    de.scales[0].method.bands[0].us = "Z";
    de.scales[0].sources = [];
    expect(checkCountryFile("data/countries/ge.json", de, countryList)).toEqual([
      `scales.0 (${de.scales[0].id}).level: Invalid option: expected one of "secondary"|"undergraduate"|"graduate"|"exam"`,
      expect.stringMatching(
        new RegExp(`^scales\\.0 \\(${de.scales[0].id}\\)\\.method\\.bands\\.0\\.us: Invalid option`),
      ),
      `scales.0 (${de.scales[0].id}).sources: needs at least one source`,
      `region: must be "Europe" (country-list.json)`,
      "file name: must be the lower-case code, de.json",
    ]);
  });

  it("applies the cross-field rules the schema refines with", () => {
    const de = germany();
    for (const scale of de.scales) scale.default = false;
    expect(checkCountryFile("de.json", de, countryList)).toEqual([
      "scales: exactly one scale must be the default (found 0)",
    ]);
  });

  it("refuses a scale whose every source confirms only the local scale: its US letters come from nowhere", () => {
    const de = germany();
    for (const source of de.scales[0].sources) source.confirms = "local-scale";
    expect(checkCountryFile("de.json", de, countryList)).toEqual([
      `scales.0 (${de.scales[0].id}).sources: at least one source must give the US equivalents (not "confirms": "local-scale")`,
    ]);
    de.scales[0].sources[0].confirms = "the bands";
    expect(checkCountryFile("de.json", de, countryList)).toEqual([
      expect.stringMatching(/^scales\.0 \(.+\)\.sources\.0\.confirms: Invalid option/),
    ]);
  });

  it("holds a converting scale to its pass mark: a failing band reads F unless condoned, and no band runs across it", () => {
    const de = germany();
    const scale = de.scales[0]; // 1.0–5.0, passing at 4.0
    const at = `scales.0 (${scale.id}).method.bands`;
    scale.method.bands[4].us = "D";
    expect(checkCountryFile("de.json", de, countryList)).toEqual([
      `${at}.4: band 4.01–5 is worse than the pass mark 4.0 but reads D: give it F, move the pass mark if this grade passes, or make it condoned if it passes only by compensation`,
    ]);
    // A pass granted by compensation below the pass mark keeps its letter.
    scale.method.bands[4].outcome = "condoned";
    expect(checkCountryFile("de.json", de, countryList)).toEqual([]);
    scale.method.bands[4] = { from: 4.51, to: 5, us: "F" };
    scale.method.bands[3].to = 4.5;
    expect(checkCountryFile("de.json", de, countryList)).toEqual([
      `${at}.3: band 3.51–4.5 runs across the pass mark 4.0: split it at 4.0, so that each part passes or fails as a whole`,
    ]);
  });
});
