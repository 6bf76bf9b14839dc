import { type UsCredits, type UsPoints, usCredits } from "./brand.ts";
import { convertGrade } from "./convert-grade.ts";
import { type CreditSystemId, toUsCredits } from "./credit-systems.ts";
import type { Scale } from "./dataset/schema.ts";
import { type CourseError, EngineError, TranscriptError } from "./errors.ts";
import type { GradeConversion } from "./grade-conversion.ts";
import { type GpaRounding, rounder, roundGpa } from "./rounding.ts";

export interface CourseInput {
  grade: string;
  credits: number;
  creditSystem?: CreditSystemId;
  name?: string;
  year?: string | number;
  tags?: string[];
}

export type RepeatPolicy = "all-attempts" | "latest-attempt";

export interface TranscriptInput {
  scale: Scale;
  courses: CourseInput[];
  /** Credit system for courses that name none. Default: US semester credits. */
  creditSystem?: CreditSystemId;
  /** For "marks": US credits per local credit unit. */
  marksFactor?: number;
  /** Default: all attempts count, as most US registrars average them. */
  repeatPolicy?: RepeatPolicy;
  /** How GPAs are rounded. Default: half up to 2 decimals. Credits and quality points stay at 2 decimals. */
  gpaRounding?: GpaRounding;
  /** Whether condoned passes count in the GPA at their US grade. Default: they do. */
  countCondoned?: boolean;
}

export interface CourseResult extends GradeConversion {
  index: number;
  name: string | null;
  grade: string;
  year: string | null;
  tags: string[];
  usCredits: UsCredits;
  /** US credits that count in the GPA (0 for pass/fail, no-credit and superseded attempts). */
  gpaCredits: UsCredits;
  /** Earlier attempt of a repeated course, left out under the latest-attempt policy. */
  superseded: boolean;
}

export interface Gpa {
  gpa: number | null;
  gpaCredits: number;
  qualityPoints: number;
}

export interface TranscriptResult {
  scale: { id: string; name: string };
  courses: CourseResult[];
  /** US credits earned (passed courses, repeated passes counted once). */
  usCredits: number;
  gpa: {
    overall: Gpa;
    byYear: Record<string, Gpa>;
    last60: Gpa & { courses: number };
    byTag: Record<string, Gpa>;
  };
  repeatPolicy: RepeatPolicy;
  warnings: string[];
}

function courseError(i: number, course: CourseInput, code: CourseError["code"], message: string): CourseError {
  const label = course.name?.trim() ? ` (${course.name.trim()})` : "";
  return { course: i + 1, name: course.name, code, message: `Course ${i + 1}${label}: ${message}` };
}

const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * Converts a whole transcript: each course, US credits, and the credit-weighted
 * GPA overall, per year, over the last 60 US credits and per tag (2 decimals).
 * Throws TranscriptError listing every course that cannot be converted.
 */
export function convertTranscript(input: TranscriptInput): TranscriptResult {
  const policy = input.repeatPolicy ?? "all-attempts";
  const countCondoned = input.countCondoned ?? true;
  const roundPoints = input.gpaRounding ? rounder(input.gpaRounding) : roundGpa;
  const errors: CourseError[] = [];
  const courses: CourseResult[] = [];

  for (let i = 0; i < input.courses.length; i++) {
    const course = input.courses[i] as CourseInput;
    if (typeof course.credits !== "number" || !Number.isFinite(course.credits) || course.credits < 0) {
      errors.push(
        courseError(
          i,
          course,
          "invalid_credits",
          `credits must be a number of 0 or more; got ${JSON.stringify(course.credits)}.`,
        ),
      );
      continue;
    }
    let conversion: GradeConversion;
    try {
      conversion = convertGrade(input.scale, String(course.grade ?? ""));
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      errors.push(courseError(i, course, e.code, e.message));
      continue;
    }
    const system = course.creditSystem ?? input.creditSystem ?? "us-semester";
    let credits: UsCredits;
    try {
      credits = toUsCredits(course.credits, system, input.marksFactor);
    } catch {
      errors.push(courseError(i, course, "invalid_credits", "marks-based credits need a positive marks factor."));
      continue;
    }
    // A house rule may leave condoned passes out of the GPA; they still earn credit.
    const countsInGpa = conversion.countsInGpa && (countCondoned || conversion.outcome !== "condoned");
    // Fields listed, not spread: a spread of the frozen conversion is the
    // slowest step of a transcript (bench/engine).
    courses.push({
      usLetter: conversion.usLetter,
      usPoints: conversion.usPoints,
      outcome: conversion.outcome,
      countsInGpa,
      pass: conversion.pass,
      localLabel: conversion.localLabel,
      explanation: conversion.explanation,
      alternatives: conversion.alternatives,
      index: i,
      name: course.name?.trim() || null,
      grade: String(course.grade).trim(),
      year: course.year === undefined || course.year === "" ? null : String(course.year),
      tags: course.tags?.length ? [...new Set(course.tags.map((t) => t.trim()).filter(Boolean))] : [],
      usCredits: credits,
      gpaCredits: countsInGpa ? credits : usCredits(0),
      superseded: false,
    });
  }
  if (errors.length) throw new TranscriptError(errors);

  const warnings: string[] = [];
  markRepeats(courses, policy, warnings);

  let notInGpa = 0;
  let condoned = 0;
  let zero = 0;
  let undated = false;
  let disputed = 0;
  for (const c of courses) {
    if (c.alternatives.length) disputed++;
    if (!c.countsInGpa && c.pass && c.outcome !== "condoned") notInGpa++;
    if (c.outcome === "condoned") condoned++;
    if (c.usCredits === 0) zero++;
    if (c.year === null) undated = true;
  }
  if (notInGpa)
    warnings.push(
      `${notInGpa} pass/fail or credit-only course${notInGpa > 1 ? "s earn" : " earns"} credit but ${notInGpa > 1 ? "are" : "is"} not counted in the GPA.`,
    );
  if (condoned && countCondoned)
    warnings.push(
      `${condoned} course${condoned > 1 ? "s were" : " was"} passed by condonation; check the institution's rules.`,
    );
  if (condoned && !countCondoned)
    warnings.push(
      `${condoned} course${condoned > 1 ? "s were" : " was"} passed by condonation: by house rule left out of the GPA; the credits still count.`,
    );
  if (zero)
    warnings.push(
      `${zero} course${zero > 1 ? "s have" : " has"} 0 credits and do${zero > 1 ? "" : "es"} not affect the GPA.`,
    );
  if (disputed)
    warnings.push(
      `Sources disagree on ${disputed} grade${disputed > 1 ? "s" : ""}: another published table gives ${disputed > 1 ? "them" : "it"} a different US letter (see each course's other readings).`,
    );
  if (undated)
    warnings.push(
      "Some courses have no year: the last-60-credit GPA assumes the list is in the order the courses were taken.",
    );

  const counted = courses.filter((c) => !c.superseded);
  const byYear = groupGpa(counted, roundPoints, (c) => (c.year === null ? [] : [c.year]), compareYears);
  const byTag = groupGpa(counted, roundPoints, (c) => c.tags);

  // Passed credits count once per course, even under all-attempts averaging.
  const earned = new Map<string, number>();
  let usCreditsEarned = 0;
  for (const c of counted) {
    if (!c.pass) continue;
    if (c.name === null) usCreditsEarned += c.usCredits;
    else earned.set(key(c.name), c.usCredits);
  }
  for (const v of earned.values()) usCreditsEarned += v;

  return {
    scale: { id: input.scale.id, name: input.scale.name },
    courses,
    usCredits: roundGpa(usCreditsEarned),
    gpa: { overall: gpaOf(counted, roundPoints), byYear, last60: last60(counted, roundPoints), byTag },
    repeatPolicy: policy,
    warnings,
  };
}

interface Sums {
  credits: number;
  quality: number;
}

function add(sums: Sums, c: CourseResult): void {
  if (c.gpaCredits > 0 && c.usPoints !== null) {
    sums.credits += c.gpaCredits;
    sums.quality += c.gpaCredits * (c.usPoints as UsPoints);
  }
}

type Round = (value: number) => number;

function toGpa({ credits, quality }: Sums, round: Round): Gpa {
  return {
    gpa: credits > 0 ? round(quality / credits) : null,
    gpaCredits: roundGpa(credits),
    qualityPoints: roundGpa(quality),
  };
}

function gpaOf(courses: readonly CourseResult[], round: Round): Gpa {
  const sums = { credits: 0, quality: 0 };
  for (const c of courses) add(sums, c);
  return toGpa(sums, round);
}

/** GPA per group (year, tag) in one pass; groups in sorted order. */
function groupGpa(
  courses: readonly CourseResult[],
  round: Round,
  groupsOf: (c: CourseResult) => readonly string[],
  compare: (a: string, b: string) => number = (a, b) => (a < b ? -1 : a > b ? 1 : 0),
): Record<string, Gpa> {
  const groups = new Map<string, Sums>();
  for (const c of courses) {
    for (const g of groupsOf(c)) {
      let sums = groups.get(g);
      if (!sums) {
        sums = { credits: 0, quality: 0 };
        groups.set(g, sums);
      }
      add(sums, c);
    }
  }
  const out: Record<string, Gpa> = {};
  for (const g of [...groups.keys()].sort(compare)) out[g] = toGpa(groups.get(g) as Sums, round);
  return out;
}

/** Years compare as numbers when both are ("2023"), else as text ("2023-24", "Year 1"). */
function compareYears(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Taken earlier first: by year where both have one, else by position on the transcript. */
function byChronology(a: CourseResult, b: CourseResult): number {
  if (a.year === b.year || a.year === null || b.year === null) return a.index - b.index;
  return compareYears(a.year, b.year);
}

/** The most recent courses whose GPA credits reach 60 (the course that crosses 60 counts whole). */
function last60(courses: readonly CourseResult[], round: Round): Gpa & { courses: number } {
  // Transcripts are usually already in order: sort only when they are not.
  const inOrder = courses.every((c, i) => i === 0 || byChronology(courses[i - 1] as CourseResult, c) <= 0);
  const chronological = inOrder ? courses : [...courses].sort(byChronology);
  const picked: CourseResult[] = [];
  let credits = 0;
  for (let i = chronological.length - 1; i >= 0 && credits < 60; i--) {
    const c = chronological[i] as CourseResult;
    if (c.gpaCredits <= 0) continue;
    picked.push(c);
    credits += c.gpaCredits;
  }
  return { ...gpaOf(picked, round), courses: picked.length };
}

function markRepeats(courses: CourseResult[], policy: RepeatPolicy, warnings: string[]): void {
  const attempts = new Map<string, CourseResult[]>();
  for (const c of courses) {
    if (c.name === null) continue;
    const k = key(c.name);
    const list = attempts.get(k) ?? [];
    list.push(c);
    attempts.set(k, list);
  }
  for (const list of attempts.values()) {
    if (list.length < 2) continue;
    const name = (list[0] as CourseResult).name;
    if (policy === "latest-attempt") {
      const latest = [...list].sort(byChronology).at(-1);
      for (const c of list) if (c !== latest) Object.assign(c, { superseded: true, gpaCredits: usCredits(0) });
      warnings.push(`"${name}" was taken ${list.length} times: only the latest attempt counts.`);
    } else {
      warnings.push(
        `"${name}" was taken ${list.length} times: every attempt counts in the GPA; its credits count once.`,
      );
    }
  }
}
