import { writeFileSync } from "node:fs";
import { type CourseInput, convertTranscript, loadCountry } from "@gradeatlas/engine";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import type { GpaReportData } from "./gpa-report-data";
import { renderGpaReportPdf } from "./node";

// The premium GPA report rendered in Node and read back as text. Set
// GPA_REPORT_SAMPLE=/path.pdf to keep the sample for a look (pdftoppm).

const courses: CourseInput[] = [
  { name: "高等数学 (Advanced Mathematics)", grade: "72", credits: 4, year: 2023, tags: ["major"] },
  { name: "Физика", grade: "58", credits: 3, year: 2023 },
  { name: "Programming in C", grade: "81", credits: 4, year: 2024, tags: ["major"] },
  { name: "हिन्दी साहित्य", grade: "66", credits: 2, year: 2024 },
];

async function sample(name: string): Promise<GpaReportData> {
  const country = await loadCountry("IN");
  const scale = country.scales.find((sc) => sc.id === "in-percentage");
  if (!scale) throw new Error("scale in-percentage is missing");
  return {
    report: {
      number: "GA-2026-000123",
      code: "K7QD-9XPM-2HRT",
      verifyUrl: "https://gradeatlas.example/verify/K7QD-9XPM-2HRT",
      issuedOn: "2026-12-01",
      paperSize: "A4",
    },
    issuer: {
      officeName: "Office of International Admissions, Lakeside University",
      address: "100 College Avenue\nSpringfield, IL 62701\nUnited States",
      logo: null,
      evaluatorName: "Jordan Evaluator",
      evaluatorTitle: "Senior Credential Analyst",
      signature: null,
    },
    applicant: { name, id: "APP-2026-0042", dateOfBirth: "2001-04-17", institution: "University of Mumbai" },
    country: { code: country.code, name: country.name },
    scale: { id: scale.id, name: scale.name, level: scale.level, method: "band table", sources: scale.sources },
    result: convertTranscript({ scale, courses }),
    localCredits: courses.map((c) => c.credits),
    houseRules: ["Courses below 40 count as F (institution rule 3.2)", "Pass/fail courses are left out of the GPA"],
    datasetVersion: "2026.11.3",
    notes: "Marks sheet checked against the original.",
  };
}

const textOf = async (bytes: Uint8Array) => (await extractText(bytes, { mergePages: true })).text.replace(/\s+/g, " ");

describe("GPA report PDF", () => {
  it("prints the report number, code, verify URL, GPA, house rules, dataset version and every course", async () => {
    const data = await sample("王小明");
    const bytes = await renderGpaReportPdf(data);
    if (process.env.GPA_REPORT_SAMPLE) writeFileSync(process.env.GPA_REPORT_SAMPLE, bytes);
    const text = await textOf(bytes);
    expect(text).toContain("GPA report");
    expect(text).toContain("GA-2026-000123");
    expect(text).toContain("K7QD-9XPM-2HRT");
    expect(text).toContain("https://gradeatlas.example/verify/K7QD-9XPM-2HRT");
    expect(text).toContain(data.result.gpa.overall.gpa?.toFixed(2));
    expect(text).toContain("Courses below 40 count as F (institution rule 3.2)");
    expect(text).toContain("Pass/fail courses are left out of the GPA");
    expect(text).toContain("2026.11.3");
    expect(text).toContain("王小明");
    expect(text).toContain("2001-04-17");
    expect(text).toContain("Office of International Admissions, Lakeside University");
    expect(text).toContain("Senior Credential Analyst");
    expect(text).toContain("not a transcript");
    for (const name of ["高等数学 (Advanced Mathematics)", "Физика", "Programming in C"]) expect(text).toContain(name);
    expect(text).toMatch(/Page 1 of \d/);
  });

  it("says None when no house rule applied, leaves out an empty date of birth, and prints on Letter", async () => {
    const data = await sample("Иван Петров");
    data.houseRules = [];
    data.applicant.dateOfBirth = "";
    data.report.paperSize = "LETTER";
    const text = await textOf(await renderGpaReportPdf(data));
    expect(text).toMatch(/House rules applied None/);
    expect(text).not.toContain("Date of birth");
    expect(text).toContain("Иван Петров");
  });
});
