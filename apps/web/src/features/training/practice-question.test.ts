import { convertGrade, convertsToUs, countryIndex, loadCountry, type UsLetter, usLetters } from "@gradeatlas/engine";
import { describe, expect, it } from "vitest";
import {
  allRegions,
  answerChoices,
  candidateGrades,
  decimalsOf,
  nextQuestion,
  type PracticeQuestion,
  questionFor,
  regionsOf,
  seededRandom,
} from "./practice-question";

const ask = (seed: number, region = allRegions) =>
  nextQuestion({ summaries: countryIndex, region, random: seededRandom(seed), load: loadCountry });

/** What identifies a question, without the (frozen, shared) scale object. */
const essentials = (q: PracticeQuestion) => ({
  country: q.country.code,
  scale: q.scale.id,
  grade: q.grade,
  answer: q.answer,
  choices: q.choices,
});

function expectSound(q: PracticeQuestion) {
  const conversion = convertGrade(q.scale, q.grade);
  expect(conversion.usLetter).not.toBeNull();
  expect(conversion.usLetter).toBe(q.answer);
  expect(["pass", "credit-only", "no-credit"]).not.toContain(conversion.outcome);
  expect(q.choices).toHaveLength(4);
  expect(new Set(q.choices).size).toBe(4);
  expect(q.choices).toContain(q.answer);
  for (const c of q.choices) expect(usLetters).toContain(c);
}

describe("seededRandom", () => {
  it("repeats its sequence for a seed and stays in [0, 1)", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    for (const x of xs) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    expect(seededRandom(43)()).not.toBe(xs[0]);
  });
});

describe("practice questions", () => {
  it("are reproducible with a fixed seed", async () => {
    for (const seed of [1, 7, 2026]) {
      expect(essentials(await ask(seed))).toEqual(essentials(await ask(seed)));
    }
    const many = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((s) => ask(s)));
    expect(new Set(many.map((q) => `${q.country.code} ${q.grade}`)).size).toBeGreaterThan(1);
  });

  it("ask grades that convert and have a US letter, with four distinct choices including it", async () => {
    for (let seed = 1; seed <= 50; seed++) expectSound(await ask(seed));
  });

  it("keep to the chosen region", async () => {
    for (const region of regionsOf(countryIndex)) {
      const random = seededRandom(region.length);
      for (let i = 0; i < 10; i++) {
        const q = await nextQuestion({ summaries: countryIndex, region, random, load: loadCountry });
        expect(q.country.region).toBe(region);
        expectSound(q);
      }
    }
  });

  it("never throw over 500 questions across all countries", async () => {
    const random = seededRandom(500);
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const q = await nextQuestion({ summaries: countryIndex, region: allRegions, random, load: loadCountry });
      expectSound(q);
      seen.add(q.country.code);
    }
    expect(seen.size).toBeGreaterThan(50);
  });

  it("can be made on every scale of every country that has a letter grade, and never on one with local grades only", async () => {
    for (const summary of countryIndex) {
      const country = await loadCountry(summary.code);
      for (const scale of country.scales) {
        const q = questionFor({ ...country, scales: [scale] }, seededRandom(scale.id.length));
        if (!convertsToUs(scale)) {
          expect(q).toBeNull();
          continue;
        }
        // A scale of passes only would give null; every grade asked must still be sound.
        if (q) expectSound(q);
        for (const grade of candidateGrades(scale, seededRandom(3)))
          expect(() => convertGrade(scale, grade)).not.toThrow();
      }
    }
  });

  it("fail clearly for a region with no countries", async () => {
    await expect(ask(1, "Atlantis")).rejects.toThrow(/Atlantis/);
  });
});

describe("regions", () => {
  it("lists each region once, sorted", () => {
    const regions = regionsOf(countryIndex);
    expect(new Set(regions).size).toBe(regions.length);
    expect([...regions].sort((a, b) => a.localeCompare(b))).toEqual(regions);
    expect(regions).toContain("Europe");
  });
});

describe("grades on numeric scales", () => {
  it("are written with the step's decimals", () => {
    expect(decimalsOf(1)).toBe(0);
    expect(decimalsOf(0.5)).toBe(1);
    expect(decimalsOf(0.1)).toBe(1);
    expect(decimalsOf(0.01)).toBe(2);
  });

  it("lie on the step between min and max", async () => {
    const de = await loadCountry("DE");
    const scale = de.scales.find((s) => s.id === "de-university");
    if (scale?.grades.type !== "numeric") throw new Error("de-university should be numeric");
    const random = seededRandom(9);
    for (let i = 0; i < 50; i++) {
      for (const grade of candidateGrades(scale, random)) {
        expect(grade).toMatch(/^\d\.\d$/);
        const v = Number(grade);
        expect(v).toBeGreaterThanOrEqual(scale.grades.min);
        expect(v).toBeLessThanOrEqual(scale.grades.max);
      }
    }
  });
});

describe("answer choices", () => {
  it("are the answer's neighbours on a scale with many letters", async () => {
    const de = await loadCountry("DE");
    const scale = de.scales.find((s) => s.id === "de-modified-bavarian");
    if (!scale) throw new Error("missing de-modified-bavarian");
    const at = (l: UsLetter) => usLetters.indexOf(l);
    for (let seed = 1; seed <= 20; seed++) {
      const choices = answerChoices("B", scale, seededRandom(seed));
      // A formula gives plain letters only: B's neighbours are B+, B-, A-, C+.
      expect(choices).toContain("B");
      for (const c of choices) expect(["A-", "B+", "B", "B-", "C+"]).toContain(c);
      expect(choices.every((c) => at(c) >= 0)).toBe(true);
    }
  });

  it("are the scale's own letters when it has just four", async () => {
    const de = await loadCountry("DE");
    const base = de.scales[0];
    if (!base) throw new Error("missing scale");
    const band = (from: number, to: number, us: "A" | "B" | "C" | "F") => ({
      from,
      to,
      us,
      outcome: "graded" as const,
    });
    const scale = {
      ...base,
      method: {
        type: "bands" as const,
        profile: "standard" as const,
        bands: [band(1, 1.5, "A"), band(1.51, 2.5, "B"), band(2.51, 4, "C"), band(4.01, 5, "F")],
      },
    };
    expect([...answerChoices("B", scale, seededRandom(1))].sort()).toEqual(["A", "B", "C", "F"]);
  });

  it("fill up from other letters when the scale has fewer than four", async () => {
    const de = await loadCountry("DE");
    const base = de.scales[0];
    if (!base) throw new Error("missing scale");
    const tiny = {
      ...base,
      method: {
        type: "bands" as const,
        profile: "standard" as const,
        bands: [
          { from: 1, to: 4, us: "A" as const, outcome: "graded" as const },
          { from: 4.1, to: 5, us: "F" as const, outcome: "graded" as const },
        ],
      },
    };
    for (const answer of ["A", "F"] as const) {
      const choices = answerChoices(answer, tiny, seededRandom(2));
      expect(new Set(choices).size).toBe(4);
      expect(choices).toContain(answer);
    }
  });
});
