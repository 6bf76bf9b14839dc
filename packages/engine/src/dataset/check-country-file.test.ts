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
});
