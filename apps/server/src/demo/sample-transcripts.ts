import type { SaveCalculationRequest } from "@gradeatlas/contracts/calculations";
import { convertGrade, type Scale } from "@gradeatlas/engine";
import type { GradingCatalog } from "../features/grading-systems/index.ts";

const applicants = [
  "Priya S.",
  "Chen W.",
  "Amara O.",
  "Lukas B.",
  "Sofia R.",
  "Kenji T.",
  "Fatima Z.",
  "Mateo G.",
  "Aisha K.",
  "Jonas L.",
  "Nadia P.",
  "Tomás V.",
];
const subjects = [
  "Mathematics",
  "Physics",
  "Chemistry",
  "Biology",
  "Economics",
  "History",
  "Literature",
  "Computer Science",
  "Statistics",
  "Philosophy",
  "Geography",
  "Psychology",
];

/**
 * A small deterministic generator (mulberry32): the same index gives the same
 * transcript on every run, so seeding again tops up rather than reshuffles.
 */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Grades the scale takes that count in a GPA, from its pass mark to its best. */
function gradesOf(scale: Scale): string[] {
  const g = scale.grades;
  const candidates =
    g.type === "labels"
      ? g.labels
      : (() => {
          const pass = Number(scale.passMark);
          const [lo, hi] = Number.isFinite(pass)
            ? scale.direction === "higher-better"
              ? [Math.max(g.min, pass), g.max]
              : [g.min, Math.min(g.max, pass)]
            : [g.min, g.max];
          const steps = Math.min(40, Math.floor((hi - lo) / g.step));
          const every = Math.max(1, Math.floor((hi - lo) / g.step / Math.max(steps, 1)));
          const decimals = (String(g.step).split(".")[1] ?? "").length;
          return Array.from({ length: steps + 1 }, (_, i) => (lo + i * every * g.step).toFixed(decimals));
        })();
  return candidates.filter((grade) => {
    try {
      return convertGrade(scale, grade).countsInGpa;
    } catch {
      return false;
    }
  });
}

/**
 * The nth sample transcript: a country from the dataset (taking them in turn),
 * its default scale, three to eight courses with grades that scale takes.
 * The server converts it like any saved calculation: the results are the engine's.
 */
export function sampleTranscript(catalog: GradingCatalog, n: number): SaveCalculationRequest {
  // Countries with a scale that converts (their default is one, data:check makes sure); the rest have local grades only.
  const summaries = catalog.summaries.filter((c) => c.scales.some((s) => s.converts));
  const summary = summaries[(n * 7) % summaries.length] as (typeof summaries)[number];
  const { scale } = catalog.scale(summary.code);
  const next = random(n + 1);
  const grades = gradesOf(scale);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const applicant = pick(applicants);
  const courseCount = 3 + Math.floor(next() * 6);
  const year = 2019 + Math.floor(next() * 6);
  return {
    country: summary.code,
    title: `${applicant} (${summary.name})`,
    applicant: { name: applicant },
    courses: Array.from({ length: courseCount }, (_, i) => ({
      name: subjects[(n + i * 5) % subjects.length] as string,
      grade: grades.length ? pick(grades) : scale.passMark,
      credits: 2 + Math.floor(next() * 4),
      year: String(year + Math.floor(i / 3)),
    })),
  };
}
