import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { convertGrade, convertTranscript, loadCountry } from "@gradeatlas/engine";
import { type BenchResult, result } from "../support/result.ts";

const dataDir = join(import.meta.dirname, "../../packages/engine/data");

/** Runs `fn` repeatedly for about `ms` milliseconds; returns operations per second. */
function rate(fn: (i: number) => unknown, opsPerCall: number, ms = 1500): number {
  let sink = 0;
  // Warm-up so the JIT has compiled the hot path before timing.
  for (let i = 0; i < 20_000; i++) sink ^= fn(i) ? 1 : 0;
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 1000; i++) sink ^= fn(calls + i) ? 1 : 0;
    calls += 1000;
    now = performance.now();
  }
  if (sink === 42) console.log(""); // keeps the results observable to the optimiser
  return (calls * opsPerCall * 1000) / (now - start);
}

export async function engineThroughput(): Promise<BenchResult[]> {
  const india = await loadCountry("IN");
  const scale = india.scales.find((s) => s.id === "in-percentage");
  if (!scale) throw new Error("in-percentage scale missing");
  const grades = Array.from({ length: 1024 }, (_, i) => String(30 + (i % 70)));

  // Baseline: the least work any converter could do: an array lookup per grade.
  const table = Array.from({ length: 101 }, (_, m) => (m >= 60 ? 4 : m >= 50 ? 3 : m >= 40 ? 2 : 0));
  const marks = grades.map(Number);
  const baselineGrades = rate((i) => table[marks[i & 1023] as number], 1);
  const engineGrades = rate((i) => convertGrade(scale, grades[i & 1023] as string).usPoints, 1);
  // A scale with written forms ("sehr gut") and other published readings: the heavier path.
  const german = (await loadCountry("DE")).scales.find((s) => s.id === "de-university");
  if (!german?.grades.writtenAs) throw new Error("de-university with written forms missing");
  const germanGrades = Array.from({ length: 1024 }, (_, i) => (1 + (i % 40) / 10).toFixed(1));
  const engineGerman = rate((i) => convertGrade(german, germanGrades[i & 1023] as string).usPoints, 1);

  const courses = Array.from({ length: 40 }, (_, i) => ({
    grade: grades[i] as string,
    credits: 3 + (i % 3),
    year: String(2020 + Math.floor(i / 10)),
    tags: i % 4 === 0 ? ["major"] : [],
  }));
  const baselineTranscripts = rate(
    () => {
      let q = 0;
      let c = 0;
      for (const course of courses) {
        const p = table[Number(course.grade)] as number;
        q += p * course.credits;
        c += course.credits;
      }
      return q / c;
    },
    1,
    1000,
  );
  const engineTranscripts = rate(() => convertTranscript({ scale, courses }).gpa.overall.gpa, 1, 1500);

  const files = readdirSync(join(dataDir, "countries")).map((f) => readFileSync(join(dataDir, "countries", f)));
  const all = Buffer.concat(files);
  const largest = files.reduce((a, b) => (gzipSync(a).length >= gzipSync(b).length ? a : b));
  const largestName = readdirSync(join(dataDir, "countries"))[files.indexOf(largest)];
  const kb = (n: number) => +(n / 1024).toFixed(1);

  return [
    result({
      name: "convertGrade (India percentage)",
      unit: "grades/s",
      value: engineGrades,
      baselineName: "array lookup",
      baseline: baselineGrades,
      notes: "one core; target ≥ 2,000,000/s",
    }),
    result({
      name: "convertGrade (Germany: written forms, other readings)",
      unit: "grades/s",
      value: engineGerman,
      baselineName: "array lookup",
      baseline: baselineGrades,
      notes: "one core; numbers skip the written-form lookup",
    }),
    result({
      name: "convertTranscript (40 courses, all GPA variants)",
      unit: "transcripts/s",
      value: engineTranscripts,
      baselineName: "weighted mean by array lookup",
      baseline: baselineTranscripts,
      notes: "one core; target ≥ 50,000/s",
    }),
    result({
      name: "dataset size, all countries (gzip)",
      unit: "KiB",
      value: kb(gzipSync(all).length),
      baselineName: "raw JSON",
      baseline: kb(all.length),
      notes: `${files.length} country files`,
    }),
    result({
      name: `largest country file (gzip): ${largestName}`,
      unit: "KiB",
      value: kb(gzipSync(largest).length),
      baselineName: "raw JSON",
      baseline: kb(largest.length),
      notes: "the web loads one country at a time",
    }),
  ];
}
