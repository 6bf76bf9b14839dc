import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coveragePath, coverageText } from "../../scripts/coverage-report.ts";
// @ts-expect-error: a plain .mjs script without types
import { generateCatalog } from "../../scripts/generate-catalog.mjs";
import { jsonSchemaPath, jsonSchemaText } from "../../scripts/generate-json-schema.ts";
import { convertGrade } from "../convert-grade.ts";
import { parseGradeNumber } from "../parse-grade.ts";
import { otherScalesAccepting, otherScalesPassing } from "../scales-accepting.ts";
import { pointsOf } from "../us-scale.ts";
import { expandInternationalScales } from "./international-scale-refs.ts";
import { loadCountry, parseCountry } from "./load-country.ts";
import { normalizeCountry } from "./normalize-country.ts";
import type { Country, Scale } from "./schema.ts";
import { publisherKindOf as kindOf, usLetterEvidence } from "./source-kind.ts";
import { convertsToUs } from "./us-equivalence.ts";

const dataDir = join(import.meta.dirname, "../../data");
const files = readdirSync(join(dataDir, "countries")).filter((f) => f.endsWith(".json"));
const countryList: { code: string; name: string; slug: string; region: string }[] = JSON.parse(
  readFileSync(join(dataDir, "country-list.json"), "utf8"),
);
const read = (path: string) => JSON.parse(readFileSync(join(dataDir, path), "utf8"));
const international: unknown = read("international.json");
const countries: Country[] = [
  ...files.map((f) => parseCountry(read(`countries/${f}`), f, international)),
  parseCountry(international, "international.json"),
];
const scales: [string, Scale][] = countries.flatMap((c) => c.scales.map((s) => [s.id, s] as [string, Scale]));
// Scales recorded with their local grades only convert nothing; the reading checks below are for the rest.
const convertingScales = scales.filter(([, s]) => convertsToUs(s));
const localOnlyScales = scales.filter(([, s]) => !convertsToUs(s));

describe("the grading-systems dataset", () => {
  it.each(files)("%s is named by its code and matches the country list", (file) => {
    const c = parseCountry(read(`countries/${file}`), file, international);
    expect(file).toBe(`${c.code.toLowerCase()}.json`);
    const listed = countryList.find((x) => x.code === c.code);
    expect(listed).toEqual({ code: c.code, name: c.name, slug: c.slug, region: c.region });
  });

  it.each(files)("%s: the browser's loader gives what the schema gives", async (file) => {
    const raw = read(`countries/${file}`);
    const parsed = parseCountry(raw, file, international);
    expect(normalizeCountry(expandInternationalScales(raw, international))).toEqual(parsed);
    expect(await loadCountry(parsed.code)).toEqual(parsed);
  });

  it("has unique scale ids across all countries", () => {
    const ids = scales.map(([id]) => id);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it("gives the UK a national default, not one university's table", () => {
    const uk = countries.find((c) => c.code === "GB");
    const chosen = uk?.scales.find((s) => s.default);
    expect(chosen?.scope).toEqual({ type: "national" });
    // A First (70% and above) reads as Toronto reads it, not as one university's A.
    if (chosen) expect(convertGrade(chosen, "72").usLetter).toBe("A-");
  });

  it("catalog.generated.ts is up to date (run `npm run data:catalog`)", () => {
    const committed = readFileSync(join(import.meta.dirname, "catalog.generated.ts"), "utf8");
    expect(committed).toBe(generateCatalog());
  });

  it("data/country.schema.json is up to date (run `npm run data:schema`)", () => {
    expect(readFileSync(jsonSchemaPath, "utf8")).toBe(jsonSchemaText());
    const schema = JSON.parse(jsonSchemaText());
    expect(schema.required).toEqual(["code", "name", "slug", "region", "creditSystem", "scales"]);
  });

  it("data/COVERAGE.md is up to date (run `npm run data:coverage`)", () => {
    expect(readFileSync(coveragePath, "utf8")).toBe(coverageText());
    expect(coverageText()).toMatch(/^\d+ of 200 countries and territories have data\./m);
  });

  it("tells a source's kind by its address", () => {
    const kind = (url: string) => kindOf({ publisher: "p", url });
    expect(kind("https://www.nuffic.nl/en/education-systems/germany")).toBe("official");
    expect(kind("https://www.legisquebec.gouv.qc.ca/en/document/cr/C-29,%20r.%205")).toBe("official");
    expect(kind("https://wenr.wes.org/2019/01/education-in-germany")).toBe("evaluator");
    expect(kind("https://www.sgs.utoronto.ca/credentials-equiv/germany/")).toBe("university");
    expect(kind("https://registrar.uic.edu/grades")).toBe("university");
    expect(kind("https://gradecalculator.io/norway/")).toBe("calculator");
    expect(kind("https://www.diplomatiko.com/database/countries/germany/grading-system")).toBe("calculator");
    expect(kind("https://www.spaineducation.info/grading-system")).toBe("calculator");
    expect(kind("https://en.wikipedia.org/wiki/Academic_grading_in_Germany")).toBe("other");
  });

  it("counts a document copy as the kind its source says, in the report and beside a result", async () => {
    const kcse = (await loadCountry("KE")).scales.find((s) => s.id === "ke-kcse");
    const copy = kcse?.sources.find((src) => src.url.includes("docslib.org"));
    if (!kcse || !copy) throw new Error("ke-kcse's evaluator slides on Docslib are missing");
    expect(kindOf({ ...copy, kind: undefined })).toBe("other");
    expect(kindOf(copy)).toBe("evaluator");
    const scholaroCopy = {
      publisher: "p",
      title: "t",
      url: "https://github.com/o/r/blob/x/t.py",
      accessed: "2026-11-27",
    };
    expect(usLetterEvidence([scholaroCopy])).toEqual({
      kind: "us-from-other-pages",
      usFrom: ["p"],
      withCalculators: false,
    });
    expect(usLetterEvidence([{ ...scholaroCopy, kind: "calculator" as const }]).kind).toBe("calculators-only");
    // "College" in a consultancy's address does not make it a university.
    expect(kindOf({ ...scholaroCopy, url: "https://collegepond.com/study-in-ireland/grading-system" })).toBe("other");
  });

  it("tells where a scale's US letters come from, for the notice beside a result", () => {
    const evidence = (id: string) => usLetterEvidence(scales.find(([sid]) => sid === id)?.[1].sources ?? []);
    // Scholaro and a national calculator only.
    expect(evidence("az-5-point")).toEqual({ kind: "calculators-only" });
    // Eurydice confirms the 1–5 marks; the US letters are GradeCalculator.io's.
    expect(evidence("sk-secondary-5")).toEqual({
      kind: "us-from-calculators",
      localConfirmedBy: ["Eurydice"],
    });
    // UNF's university table gives the US letters.
    expect(evidence("de-university")).toEqual({ kind: "independent" });
    // York, Simon Fraser and Toronto read only First Division (their B); the other divisions follow Scholaro.
    expect(evidence("in-percentage")).toEqual({
      kind: "independent-in-part",
      partly: ["York University", "Simon Fraser University", "University of Toronto"],
      restFrom: [],
      restFromCalculators: true,
    });
    // Wikipedia's table of Serbian marks, and no evaluator or university: said beside the result too.
    expect(evidence("rs-university-10")).toEqual({
      kind: "us-from-other-pages",
      usFrom: ["Wikipedia"],
      withCalculators: true,
    });
  });

  it("reads a class, a laude or a mark's word as transcripts write it, as the grade it names", async () => {
    const scaleOf = async (code: string, id: string) => {
      const scale = (await loadCountry(code)).scales.find((s) => s.id === id);
      if (!scale) throw new Error(`${id} is missing`);
      return scale;
    };
    const honours = await scaleOf("GB", "gb-honours-classification");
    const upper = convertGrade(honours, "Upper Second Class");
    for (const written of ["2:1", "Second Class Upper", "Second Class Honours (Upper Division)"])
      expect(convertGrade(honours, written)).toEqual(upper);
    const laurea = await scaleOf("IT", "it-laurea-110");
    expect(convertGrade(laurea, "110 e lode")).toEqual(convertGrade(laurea, "110L"));
    expect(convertGrade(laurea, "110 e lode").usLetter).not.toBe(convertGrade(laurea, "110").usLetter);
    const japanese = await scaleOf("JP", "jp-university");
    for (const [word, letter] of [
      ["秀", "S"],
      ["優", "A"],
      ["yu", "A"],
      ["良", "B"],
      ["可", "C"],
      ["不可", "F"],
    ] as const)
      expect(convertGrade(japanese, word)).toEqual(convertGrade(japanese, letter));
    const russian = await scaleOf("RU", "ru-5-point");
    for (const written of ["отлично", "Otlichno", "excellent"])
      expect(convertGrade(russian, written)).toEqual(convertGrade(russian, "5"));
  });

  it("reads a word for a range of marks (a mention, a German grade word) as the weakest mark of its range", async () => {
    const read = async (code: string, id: string, grade: string) => {
      const scale = (await loadCountry(code)).scales.find((s) => s.id === id);
      if (!scale) throw new Error(`${id} is missing`);
      return convertGrade(scale, grade).usLetter;
    };
    expect(await read("DE", "de-university", "sehr gut")).toBe(await read("DE", "de-university", "1.5"));
    expect(await read("DE", "de-university", "befriedigend")).toBe(await read("DE", "de-university", "3.5"));
    expect(await read("FR", "fr-university", "Mention Bien")).toBe(await read("FR", "fr-university", "14"));
    expect(await read("CN", "cn-percentage", "良好")).toBe(await read("CN", "cn-percentage", "80"));
    expect(await read("EG", "eg-university-percentage", "Very Good")).toBe(
      await read("EG", "eg-university-percentage", "75"),
    );
    expect(await read("ES", "es-university", "Matrícula de Honor")).toBe("A");
    // Vietnam's classification of averages (Circular 08/2021), typed with or without its accents.
    expect(await read("VN", "vn-university-10", "Giỏi")).toBe(await read("VN", "vn-university-10", "8.0"));
    expect(await read("VN", "vn-university-10", "gioi")).toBe(await read("VN", "vn-university-10", "8.0"));
    expect(await read("VN", "vn-university-10", "Xuat sac")).toBe(await read("VN", "vn-university-10", "9.0"));
    // An Indonesian predicate reads at the lowest index it covers.
    expect(await read("ID", "id-ipk-cgpa", "Cum Laude")).toBe(await read("ID", "id-ipk-cgpa", "3.51"));
    // Classes on a CGPA scale read at the lowest CGPA of their range; Bangladesh's course letters at their points.
    expect(await read("MY", "my-cgpa-4", "First Class")).toBe("A-");
    expect(await read("MY", "my-cgpa-4", "Second Class Upper")).toBe("B");
    expect(await read("BD", "bd-ugc-cgpa", "First Class")).toBe("B");
    expect(await read("BD", "bd-ugc-cgpa", "A+")).toBe(await read("BD", "bd-ugc-cgpa", "4.00"));
    expect(await read("BD", "bd-ugc-cgpa", "B-")).toBe(await read("BD", "bd-ugc-cgpa", "2.75"));
    expect(await read("SA", "sa-university-percentage", "B")).toBe(await read("SA", "sa-university-percentage", "80"));
    expect(await read("GH", "gh-university-percent", "B+")).toBe(await read("GH", "gh-university-percent", "75"));
    expect(await read("KE", "ke-university-percent", "C-")).toBe(await read("KE", "ke-university-percent", "40"));
  });

  it("reads a class written on a CGPA scale with local grades only as one of its grades, which still converts nothing", async () => {
    for (const [code, id, written] of [
      ["LK", "lk-ugc-gpa", "First Class"],
      ["LK", "lk-ugc-gpa", "Second Class (Upper Division)"],
      ["LK", "lk-ugc-gpa", "Pass"],
      ["UG", "ug-makerere-cgpa", "First Class"],
      ["UG", "ug-makerere-cgpa", "Second Class Upper"],
      ["UG", "ug-makerere-cgpa", "Second Class Lower Division"],
    ] as const) {
      const scale = (await loadCountry(code)).scales.find((s) => s.id === id);
      if (!scale) throw new Error(`${id} is missing`);
      // The class names a grade of the scale, so it gets the local-only refusal, not "not a grade".
      expect(() => convertGrade(scale, written)).toThrow(`No published US equivalence for "${scale.name}"`);
      expect(() => convertGrade(scale, "Third Class")).not.toThrow("No published US equivalence");
    }
  });

  it("offers a cumulative average's own scale when the default refuses it, and reads it one to one", async () => {
    for (const [code, id] of [
      ["MY", "my-cgpa-4"],
      ["ID", "id-ipk-cgpa"],
    ] as const) {
      const country = await loadCountry(code);
      const byDefault = country.scales.find((s) => s.default);
      if (!byDefault) throw new Error(`${code} has no default scale`);
      expect(() => convertGrade(byDefault, "3.45")).toThrow();
      const offered = otherScalesAccepting(country.scales, byDefault, "3.45");
      const cgpa = offered.find((s) => s.id === id);
      if (!cgpa) throw new Error(`${id} is not offered for 3.45`);
      expect([convertGrade(cgpa, "3.45").usLetter, convertGrade(cgpa, "3.45").usPoints]).toEqual(["B+", 3.45]);
      expect(convertGrade(cgpa, "0.99").usLetter).toBe("F");
    }
  });

  it("offers only the scale a refused grade belongs to: the top a CGPA is written out of, an HKDSE level", async () => {
    for (const [code, grade, id] of [
      ["KR", "3.3/4.5", "kr-cgpa-4-5"],
      ["TR", "CGPA 3.50/4.00", "tr-cgpa-4"],
      ["IT", "110/110 e lode", "it-laurea-110"],
      ["HK", "3.5/4.0", "hk-cgpa"],
      ["VN", "3.45/4", "vn-cgpa-4"],
      // A grade of a scale recorded with its local grades only points there too, so its meaning can be read.
      ["HK", "5**", "hk-hkdse"],
    ] as const) {
      const country = await loadCountry(code);
      const byDefault = country.scales.find((s) => s.default);
      if (!byDefault) throw new Error(`${code} has no default scale`);
      expect(otherScalesAccepting(country.scales, byDefault, grade).map((s) => s.id)).toEqual([id]);
    }
    // A bare Vietnamese 4-point average fails on the 10-point default, which then names the 4-point scale it passes on.
    const vietnam = await loadCountry("VN");
    const tenPoint = vietnam.scales.find((s) => s.default);
    if (!tenPoint) throw new Error("VN has no default scale");
    expect(otherScalesPassing(vietnam.scales, tenPoint, "3.45").map((s) => s.id)).toEqual(["vn-cgpa-4"]);
    const france = (await loadCountry("FR")).scales.find((s) => s.default);
    if (!france) throw new Error("FR has no default scale");
    expect(convertGrade(france, "12/20")).toEqual(convertGrade(france, "12"));
  });

  it("reads a class as written where the classes were only labels on a marks scale, with the other reading", async () => {
    const read = async (code: string, id: string, grade: string) => {
      const scale = (await loadCountry(code)).scales.find((s) => s.id === id);
      if (!scale) throw new Error(`${id} is missing`);
      const result = convertGrade(scale, grade);
      return [result.usLetter, result.alternatives.map((a) => a.usLetter)];
    };
    expect(await read("IE", "ie-honours-classification", "2:1")).toEqual(["B", []]);
    expect(await read("IE", "ie-honours-classification", "First Class Honours")).toEqual(["A-", ["A"]]);
    expect(await read("ZA", "za-degree-class", "Second Class, Division 1")).toEqual(["A-", ["B"]]);
    expect(await read("ZW", "zw-degree-class", "2.1")).toEqual(["B", ["B+"]]);
  });

  it("loads a country through the catalog, one at a time", async () => {
    const india = await loadCountry("in");
    expect(india.name).toBe("India");
    await expect(loadCountry("QQ")).rejects.toThrow("No grading data for country code QQ.");
  });
});

/** Every grade a scale can take, stepped (numeric) or listed (labels), best first. */
function gradesOf(scale: Scale): string[] {
  if (scale.grades.type === "labels") return scale.grades.labels;
  const { min, max, step } = scale.grades;
  const values: string[] = [];
  const n = Math.round((max - min) / step);
  for (let i = 0; i <= n; i++) values.push(String(+(min + i * step).toFixed(4)));
  return scale.direction === "higher-better" ? values.reverse() : values;
}

describe.each(localOnlyScales)("scale %s (no published US equivalence)", (_id, scale) => {
  it("converts none of its grades and says why", () => {
    for (const grade of gradesOf(scale))
      expect(() => convertGrade(scale, grade)).toThrow(`No published US equivalence for "${scale.name}"`);
  });
});

describe.each(convertingScales)("scale %s", (_id, scale) => {
  const grades = gradesOf(scale);
  const results = grades.map((g) => convertGrade(scale, g));
  const points = results.flatMap((r) => (r.usPoints === null ? [] : [r.usPoints as number]));

  it("gives its best grade the top US grade", () => {
    const best = convertGrade(scale, scale.bestGrade);
    // On a pass/fail scale the best grade is a pass with no points.
    if (best.usPoints === null) expect(best).toMatchObject({ pass: true, countsInGpa: false });
    else expect(best.usPoints).toBe(Math.max(...points));
  });

  it("gives F to its worst graded grade when that grade is below the pass mark", () => {
    if (scale.grades.type === "numeric") {
      // The worst value on a numeric scale is always a fail.
      const worst = results.at(-1);
      expect(worst?.pass).toBe(false);
      if (worst?.countsInGpa) expect(worst.usLetter).toBe("F");
      return;
    }
    // Label lists may end with marks outside the GPA (P, W, TR); degree
    // classes may have no failing class at all.
    const gradedIdx = results.flatMap((r, i) => (r.countsInGpa ? [i] : []));
    const worstGraded = gradedIdx.at(-1) as number;
    if (worstGraded > grades.indexOf(scale.passMark)) expect(results[worstGraded]?.usLetter).toBe("F");
    else expect(results[worstGraded]?.pass).toBe(true);
  });

  it("never gives fewer US points to a better grade, and stays within 0–4", () => {
    const graded = results.map((r) => r.usPoints).filter((p): p is NonNullable<typeof p> => p !== null);
    for (const p of graded) expect(p >= 0 && p <= 4).toBe(true);
    for (let i = 1; i < graded.length; i++) expect(graded[i - 1] as number).toBeGreaterThanOrEqual(graded[i] as number);
  });

  it("passes at its pass mark", () => {
    expect(convertGrade(scale, scale.passMark).pass).toBe(true);
  });

  if (scale.grades.type === "numeric") {
    const { min, max } = scale.grades;
    it("converts any value in its range (property)", () => {
      fc.assert(
        // Values as transcripts write them: up to three decimals.
        fc.property(fc.integer({ min: 0, max: 100_000 }), (i) => {
          const v = +(min + ((max - min) * i) / 100_000).toFixed(3);
          const r = convertGrade(scale, String(v));
          return r.usPoints === null || (r.usPoints >= 0 && r.usPoints <= 4);
        }),
        { numRuns: 50 },
      );
    });
  }
});

it("the band points follow the scale's own profile", () => {
  for (const [, scale] of convertingScales) {
    if (scale.method.type !== "bands") continue;
    const profile = scale.method.profile;
    for (const g of gradesOf(scale).slice(0, 3)) {
      const r = convertGrade(scale, g);
      if (r.usLetter && r.usPoints !== null) expect(r.usPoints).toBe(pointsOf(r.usLetter, profile));
    }
  }
  expect(parseGradeNumber("1,7")).toBe(1.7);
});
