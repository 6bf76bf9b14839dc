import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertGrade } from "./convert-grade.ts";
import { type CountryListEntry, checkCountryFile } from "./dataset/check-country-file.ts";
import { EngineError } from "./errors.ts";
import { otherScalesAccepting } from "./scales-accepting.ts";
import { localOnlyScale, percentScale } from "./test-scales.ts";

const dataDir = join(import.meta.dirname, "../data");
const countryList: CountryListEntry[] = JSON.parse(readFileSync(join(dataDir, "country-list.json"), "utf8"));

/** France with one more scale, recorded with its local grades only. */
function franceWithLocalScale() {
  const fr = JSON.parse(readFileSync(join(dataDir, "countries/fr.json"), "utf8"));
  const local = {
    ...JSON.parse(JSON.stringify(localOnlyScale)),
    id: "fr-local-test",
    default: false,
    alternatives: undefined,
  };
  fr.scales.push(local);
  return { fr, local, at: `scales.${fr.scales.length - 1} (fr-local-test)` };
}

describe('a scale with usEquivalence "none-published"', () => {
  it("converts nothing: every grade, even a valid one, gets a message that says why", () => {
    for (const grade of ["15", "3", "banana", ""]) {
      const error = (() => {
        try {
          convertGrade(localOnlyScale, grade);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).code).toBe("no_us_equivalence");
      expect((error as EngineError).message).toBe(
        'No published US equivalence for "Local 0–20" yet: GradeAtlas records its local grades and sources but converts none of them. Choose another scale or convert by your office\'s own rule.',
      );
    }
  });

  it("is never offered as the scale that would accept a refused grade", () => {
    expect(otherScalesAccepting([percentScale, localOnlyScale], percentScale, "15.5")).toEqual([]);
    expect(otherScalesAccepting([percentScale, localOnlyScale], localOnlyScale, "15").map((s) => s.id)).toEqual([
      "xx-percent",
    ]);
  });

  it("passes the dataset check with local bands and local-scale sources only", () => {
    const { fr } = franceWithLocalScale();
    expect(checkCountryFile("fr.json", fr, countryList)).toEqual([]);
  });

  it("is refused when it carries a US letter, an alternative reading or a source that gives US letters", () => {
    const { fr, local, at } = franceWithLocalScale();
    local.method.bands[0].us = "A";
    local.sources[0].confirms = undefined;
    local.alternatives = [{ kind: "calculator", source: local.sources[0], bands: [{ from: 10, to: 20, us: "B" }] }];
    expect(checkCountryFile("fr.json", fr, countryList)).toEqual([
      `${at}.method.bands.0: a band has a US letter but usEquivalence is "none-published"`,
      `${at}.alternatives: usEquivalence "none-published" allows no alternative readings`,
      `${at}.sources.0: a source of a scale without US equivalents must be "confirms": "local-scale"; if it gives US letters, use them`,
    ]);
  });

  it("cannot be the country's default while the country has a scale that converts", () => {
    const { fr, local, at } = franceWithLocalScale();
    for (const scale of fr.scales) scale.default = false;
    local.default = true;
    expect(checkCountryFile("fr.json", fr, countryList)).toEqual([
      `${at}.default: the default must be a scale that converts when the country has one`,
    ]);
  });
});
