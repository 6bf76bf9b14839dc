import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertGrade } from "./convert-grade.ts";
import { type CountryListEntry, checkCountryFile } from "./dataset/check-country-file.ts";
import { EngineError } from "./errors.ts";
import { convertGradeOfCountry, otherScalesAccepting, otherScalesPassing } from "./scales-accepting.ts";
import { letterScale, localOnlyScale, percentScale } from "./test-scales.ts";

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
  it("converts nothing: each of its grades gets a message that says why, anything else the usual refusal", () => {
    const refusal = (grade: string) => {
      try {
        convertGrade(localOnlyScale, grade);
      } catch (e) {
        if (e instanceof EngineError) return e;
      }
      throw new Error(`expected an EngineError for "${grade}"`);
    };
    for (const grade of ["15", "3", "20/20"]) {
      expect(refusal(grade)).toMatchObject({
        code: "no_us_equivalence",
        message:
          'No published US equivalence for "Local 0–20" yet: GradeAtlas records its local grades and sources but converts none of them. Choose another scale or convert by your office\'s own rule.',
      });
    }
    expect([refusal("banana").code, refusal("25").code, refusal("").code]).toEqual([
      "not_a_number",
      "grade_out_of_range",
      "empty_grade",
    ]);
  });

  it("is offered for a refused grade that is one of its grades, named as local grades only, but never as a pass", () => {
    expect(otherScalesAccepting([percentScale, localOnlyScale], percentScale, "sixty")).toEqual([]);
    const scales = [localOnlyScale, letterScale];
    expect(otherScalesAccepting(scales, letterScale, "15").map((s) => s.id)).toEqual(["xx-local-20"]);
    expect(() => convertGradeOfCountry(scales, letterScale, "15")).toThrow(
      'It is a grade on "Local 0–20" (scale "xx-local-20", local grades only).',
    );
    expect(otherScalesPassing([localOnlyScale, percentScale], percentScale, "15")).toEqual([]);
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
