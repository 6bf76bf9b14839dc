import { type CourseInput, convertTranscript, loadCountry } from "@gradeatlas/engine";
import type { GpaReportData, ReportData } from "@gradeatlas/report";
import { renderAcademicReportPdf, renderGpaReportPdf } from "@gradeatlas/report/node";
import { type BenchResult, result } from "../support/result.ts";

// Issuing a GPA report renders it on the server while the evaluator waits.
// Baseline: the free academic report of the same transcript, rendered by the
// same package in the same process (what the browser does on its own).

const ROUNDS = 8;

async function medianMs(render: () => Promise<Uint8Array>): Promise<{ ms: number; bytes: number }> {
  let bytes = (await render()).length; // warm-up: fonts read and parsed once
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    bytes = (await render()).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)] as number, bytes };
}

export async function reportRender(): Promise<BenchResult[]> {
  const country = await loadCountry("IN");
  const scale = country.scales.find((s) => s.id === "in-percentage");
  if (!scale) throw new Error("in-percentage scale missing");
  // A typical undergraduate transcript: 40 courses over four years.
  const courses: CourseInput[] = Array.from({ length: 40 }, (_, i) => ({
    name: `Course ${i + 1}`,
    grade: String(45 + ((i * 7) % 50)),
    credits: 3 + (i % 3),
    year: 2021 + Math.floor(i / 10),
  }));
  const transcript = convertTranscript({ scale, courses });
  const academic = (name: string): ReportData => ({
    applicant: { name, id: "APP-1", institution: "University of Mumbai" },
    country: { code: country.code, name: country.name },
    scale: { id: scale.id, name: scale.name, level: scale.level, sources: scale.sources },
    result: transcript,
    notes: "",
    evaluator: "Jordan Evaluator",
    date: "2026-11-26",
  });
  const gpa = (name: string): GpaReportData => ({
    report: {
      number: "GPA-2026-000001",
      code: "GA-7K3M-Q9XD-2HVB-T4NE",
      verifyUrl: "https://gradeatlas.example/verify/GA-7K3M-Q9XD-2HVB-T4NE",
      issuedOn: "2026-11-26",
      paperSize: "A4",
    },
    issuer: {
      officeName: "Office of International Admissions",
      address: "100 College Avenue\nSpringfield, IL 62701",
      logo: null,
      evaluatorName: "Jordan Evaluator",
      evaluatorTitle: "Senior Credential Analyst",
      signature: null,
    },
    applicant: { name, id: "APP-1", dateOfBirth: "2003-04-05", institution: "University of Mumbai" },
    country: { code: country.code, name: country.name },
    scale: { id: scale.id, name: scale.name, level: scale.level, method: "Band table", sources: scale.sources },
    result: transcript,
    localCredits: courses.map((c) => c.credits),
    houseRules: [],
    datasetVersion: "2026-11-26",
    notes: "",
  });

  const base = await medianMs(() => renderAcademicReportPdf(academic("Priya Sharma")));
  const latin = await medianMs(() => renderGpaReportPdf(gpa("Priya Sharma")));
  const chinese = await medianMs(() => renderGpaReportPdf(gpa("Li Ming 李明")));
  const baselineName = `academic report, 40 courses (${(base.bytes / 1024).toFixed(0)} KiB)`;
  return [
    result({
      name: "GPA report, 40 courses, Latin name (issue time)",
      unit: "ms",
      value: latin.ms,
      baselineName,
      baseline: base.ms,
      notes: `median of ${ROUNDS}; ${(latin.bytes / 1024).toFixed(0)} KiB with QR code; ratio above 1 is slower`,
    }),
    result({
      name: "GPA report, 40 courses, Chinese name",
      unit: "ms",
      value: chinese.ms,
      baselineName,
      baseline: base.ms,
      notes: `median of ${ROUNDS}; ${(chinese.bytes / 1024).toFixed(0)} KiB (CJK glyphs subset in)`,
    }),
  ];
}
