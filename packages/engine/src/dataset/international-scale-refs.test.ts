import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertGrade } from "../convert-grade.ts";
import { type CountryListEntry, checkCountryFile } from "./check-country-file.ts";
import { loadCountry, parseCountry } from "./load-country.ts";

const dataDir = join(import.meta.dirname, "../../data");
const read = (path: string) => JSON.parse(readFileSync(join(dataDir, path), "utf8"));
const countryList: CountryListEntry[] = read("country-list.json");
const international = () => read("international.json");
const pakistan = () => read("countries/pk.json");
const cambridgeALevel = (country: { scales: { id: string }[] }) =>
  country.scales.findIndex((s) => s.id === "pk-cambridge-a-level");

describe("a country scale that names the international scale it shares", () => {
  it("reads every grade, and shows every other reading, as the international scale does", async () => {
    const pk = await loadCountry("PK");
    const intl = await loadCountry("INT");
    const local = pk.scales.find((s) => s.id === "pk-cambridge-a-level");
    const shared = intl.scales.find((s) => s.id === "int-cambridge-a-level");
    if (!local || !shared) throw new Error("Cambridge A Level scales missing");
    expect(local.grades).toEqual(shared.grades);
    for (const grade of ["A*", "B", "E", "U"]) {
      const a = convertGrade(local, grade);
      const b = convertGrade(shared, grade);
      expect({ letter: a.usLetter, alternatives: a.alternatives }).toEqual({
        letter: b.usLetter,
        alternatives: b.alternatives,
      });
    }
    // Cambridge's guide, which gives the letters, comes first; the country's own sources follow.
    expect(local.sources[0]?.publisher).toBe("Cambridge International Education");
    expect(local.sources.map((s) => s.publisher)).toContain("The Nation");
  });

  it("is refused, naming the scale, when the international scale does not exist", () => {
    const pk = pakistan();
    pk.scales[cambridgeALevel(pk)].internationalScale = "int-cambridge-z-level";
    expect(() => parseCountry(pk, "pk.json", international())).toThrow(
      `pk.json is not valid:\n  scales.${cambridgeALevel(pk)} (pk-cambridge-a-level).internationalScale: no international scale "int-cambridge-z-level"`,
    );
  });

  it("may not also carry the fields it shares, so the two cannot disagree", () => {
    const pk = pakistan();
    const i = cambridgeALevel(pk);
    pk.scales[i].passMark = "D";
    expect(checkCountryFile("pk.json", pk, countryList, international())).toEqual([
      `scales.${i} (pk-cambridge-a-level).passMark: comes from int-cambridge-a-level; remove it from this scale`,
    ]);
  });

  it("cannot be read without the international scales", () => {
    expect(() => parseCountry(pakistan(), "pk.json")).toThrow(/no international scale "int-cambridge-o-level"/);
  });
});
