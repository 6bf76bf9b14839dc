import {
  type Country,
  type CountryIndexEntry,
  convertGrade,
  convertsToUs,
  type GradeConversion,
  type Scale,
  type UsLetter,
  usLetters,
} from "@gradeatlas/engine";

// The training aid's questions: a grade from a random country and scale, and
// four US letters to choose from. Pure: the random source and the country
// loader are passed in, so a seed reproduces a question exactly.

/** A random number in [0, 1), like Math.random. */
export type Random = () => number;

/** A small seedable generator (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PracticeQuestion {
  country: { code: string; name: string; region: string };
  scale: Scale;
  /** The grade as a transcript shows it ("7.5", "65", "sehr gut"). */
  grade: string;
  /** The engine's conversion of the grade: the answer and its explanation. */
  conversion: GradeConversion;
  answer: UsLetter;
  /** Four distinct letters, the answer among them, shuffled. */
  choices: UsLetter[];
}

/** The value of the region filter that means every country. */
export const allRegions = "all";

/** The regions present in the summaries, sorted by name. */
export function regionsOf(summaries: readonly CountryIndexEntry[]): string[] {
  return [...new Set(summaries.map((c) => c.region))].sort((a, b) => a.localeCompare(b));
}

function pick<T>(items: readonly T[], random: Random): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("Nothing to pick from.");
  return item;
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A country to ask about: any, or one of the region's. Undefined when the region has none. */
export function pickCountry(
  summaries: readonly CountryIndexEntry[],
  region: string,
  random: Random,
): CountryIndexEntry | undefined {
  const pool = region === allRegions ? summaries : summaries.filter((c) => c.region === region);
  return pool.length > 0 ? pick(pool, random) : undefined;
}

/** Decimals a step is written with: 1 → 0, 0.5 → 1, 0.01 → 2. */
export function decimalsOf(step: number): number {
  for (let d = 0; d <= 6; d++) {
    if (Math.abs(step * 10 ** d - Math.round(step * 10 ** d)) < 1e-9) return d;
  }
  return 6;
}

/**
 * Grades worth asking about on a scale, in the scale's notation, in the order
 * to try them. Labels: all of them, shuffled. Numbers: each band's threshold
 * (the worst grade that still earns its letter: `from` when higher is better,
 * `to` when lower is) where it lies on the scale's step (a transcript shows
 * 1.5, not a band's 1.51), shuffled, and a random multiple of the step, first
 * half of the time.
 */
export function candidateGrades(scale: Scale, random: Random): string[] {
  const { grades, method } = scale;
  if (grades.type === "labels") return shuffled(grades.labels, random);
  const { min, max, step } = grades;
  const decimals = decimalsOf(step);
  const onGrid = (v: number) => {
    const k = (v - min) / step;
    return v >= min && v <= max && Math.abs(k - Math.round(k)) < 1e-6;
  };
  const edges = new Set<string>();
  if (method.type === "bands") {
    for (const band of method.bands) {
      if (!("from" in band)) continue;
      const threshold = scale.direction === "higher-better" ? band.from : band.to;
      if (onGrid(threshold)) edges.add(threshold.toFixed(decimals));
    }
  }
  const count = Math.floor((max - min) / step + 1e-9);
  const onStep = (min + Math.floor(random() * (count + 1)) * step).toFixed(decimals);
  const fromBands = shuffled([...edges], random).filter((g) => g !== onStep);
  return random() < 0.5 || fromBands.length === 0 ? [onStep, ...fromBands] : [...fromBands, onStep];
}

function hasLetter(conversion: GradeConversion): conversion is GradeConversion & { usLetter: UsLetter } {
  return (
    conversion.usLetter !== null &&
    conversion.outcome !== "pass" &&
    conversion.outcome !== "credit-only" &&
    conversion.outcome !== "no-credit"
  );
}

// Letters a formula or breakpoint line can give (letterForPoints never says A+ or a half letter).
const describingLetters: readonly UsLetter[] = usLetters.filter((l) => l !== "A+" && !["AB", "BC", "CD"].includes(l));

/** The letters a scale can give: its bands' letters, or the plain letters for formulas and lines. */
export function lettersOfScale(scale: Scale): UsLetter[] {
  const { method } = scale;
  if (method.type !== "bands") return [...describingLetters];
  const used = new Set<UsLetter>();
  for (const band of method.bands) if (band.us) used.add(band.us);
  return usLetters.filter((l) => used.has(l));
}

/**
 * Four distinct letters, the answer among them, shuffled. The others are the
 * letters nearest the answer on the US scale: first those the scale itself
 * gives, then plain letters, then any.
 */
export function answerChoices(answer: UsLetter, scale: Scale, random: Random): UsLetter[] {
  const at = (l: UsLetter) => usLetters.indexOf(l);
  const chosen: UsLetter[] = [answer];
  for (const pool of [lettersOfScale(scale), describingLetters, usLetters]) {
    const nearest = shuffled(
      pool.filter((l) => !chosen.includes(l)),
      random,
    ).sort((a, b) => Math.abs(at(a) - at(answer)) - Math.abs(at(b) - at(answer)));
    chosen.push(...nearest.slice(0, 4 - chosen.length));
    if (chosen.length === 4) break;
  }
  return shuffled(chosen, random);
}

/**
 * A question on one of the country's scales, or null when none of its grades
 * has a US letter (a scale of passes and fails only).
 */
export function questionFor(
  country: Pick<Country, "code" | "name" | "region" | "scales">,
  random: Random,
): PracticeQuestion | null {
  // A scale recorded with local grades only has no US letter to ask for.
  for (const scale of shuffled(country.scales.filter(convertsToUs), random)) {
    for (const grade of candidateGrades(scale, random)) {
      const conversion = convertGrade(scale, grade);
      if (!hasLetter(conversion)) continue;
      return {
        country: { code: country.code, name: country.name, region: country.region },
        scale,
        grade,
        conversion,
        answer: conversion.usLetter,
        choices: answerChoices(conversion.usLetter, scale, random),
      };
    }
  }
  return null;
}

export interface NextQuestionOptions {
  summaries: readonly CountryIndexEntry[];
  region: string;
  random: Random;
  /** Loads one country's full data (loadCountry in the app). */
  load: (code: string) => Promise<Country>;
  /** Countries to try before giving up, for the rare one without a letter grade. */
  attempts?: number;
}

/** Picks a country (in the region, or any), loads only that country and asks about one of its grades. */
export async function nextQuestion({
  summaries,
  region,
  random,
  load,
  attempts = 10,
}: NextQuestionOptions): Promise<PracticeQuestion> {
  for (let i = 0; i < attempts; i++) {
    const summary = pickCountry(summaries, region, random);
    if (!summary) break;
    const question = questionFor(await load(summary.code), random);
    if (question) return question;
  }
  throw new Error(`No practice question could be made for ${region === allRegions ? "any region" : region}.`);
}
