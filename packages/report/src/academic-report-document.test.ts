import { type CourseInput, convertTranscript, loadCountry, type RepeatPolicy } from "@gradeatlas/engine";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderAcademicReportPdf } from "./node";
import type { ReportData } from "./report-data";

// Renders the real document in Node and reads its text back, as a reader of
// the PDF would: proves the figures the engine computed are the ones printed.

async function reportFor(
  courses: CourseInput[],
  applicant = "Priya Raman",
  repeatPolicy: RepeatPolicy = "all-attempts",
): Promise<ReportData> {
  const country = await loadCountry("IN");
  const scale = country.scales.find((sc) => sc.id === "in-percentage");
  if (!scale) throw new Error("scale in-percentage is missing");
  return {
    applicant: { name: applicant, id: "APP-2026-0042", institution: "University of Mumbai" },
    country: { code: country.code, name: country.name },
    scale: { id: scale.id, name: scale.name, level: scale.level, sources: scale.sources },
    result: convertTranscript({ scale, courses, repeatPolicy }),
    notes: "Marks sheet checked against the original.",
    evaluator: "J. Evaluator",
    date: "2026-12-01",
  };
}

/**
 * The text of each page and of the whole document, every run of white space
 * made one space: a cell that wraps ("repeated, not / counted") still matches.
 */
async function pdfText(data: ReportData): Promise<{ text: string; pages: string[] }> {
  const { text } = await extractText(await renderAcademicReportPdf(data));
  const pages = text.map((page) => page.replace(/\s+/g, " "));
  return { text: pages.join(" "), pages };
}

const eight: CourseInput[] = [
  { name: "Engineering Mathematics I", grade: "72", credits: 4, year: 2023, tags: ["major"] },
  { name: "Engineering Physics", grade: "58", credits: 3, year: 2023 },
  { name: "Programming in C", grade: "81", credits: 4, year: 2023, tags: ["major"] },
  { name: "Communication Skills", grade: "45", credits: 2, year: 2023 },
  { name: "Data Structures", grade: "66", credits: 4, year: 2024, tags: ["major"] },
  { name: "Digital Logic", grade: "52", credits: 3, year: 2024, tags: ["major"] },
  { name: "Environmental Studies", grade: "38", credits: 2, year: 2024 },
  { name: "Operating Systems", grade: "61", credits: 4, year: 2024, tags: ["major"] },
];

describe("academic report PDF", () => {
  it("prints the applicant, the scale, the courses, the engine's GPA and the disclaimer", async () => {
    const data = await reportFor(eight);
    const gpa = data.result.gpa.overall.gpa;
    expect(gpa).not.toBeNull();

    const { text, pages } = await pdfText(data);
    expect(text).toContain("Academic report");
    expect(text).toContain("Priya Raman");
    expect(text).toContain("APP-2026-0042");
    expect(text).toContain(data.scale.name);
    expect(text).toContain("Scholaro");
    expect(text).toContain("Data Structures");
    expect(text).toContain(`${gpa?.toFixed(2)} on ${data.result.gpa.overall.gpaCredits} GPA credits`);
    expect(text).toContain(`${data.result.gpa.byTag.major?.gpa?.toFixed(2)}`);
    expect(text).toContain("not an official credential evaluation");
    expect(text).toContain("2026-12-01");
    expect(text).toContain(`Page 1 of ${pages.length}`);
  });

  it("leaves out the applicant lines that are empty", async () => {
    const data = await reportFor(eight, "");
    data.applicant.id = "";
    const { text } = await pdfText(data);
    expect(text).not.toContain("Applicant:");
    expect(text).not.toContain("Applicant ID");
    expect(text).toContain("Institution: University of Mumbai");
  });

  it("notes a repeated attempt that does not count, and prints the engine's warning", async () => {
    const retake = { name: "Digital Logic", grade: "64", credits: 3, year: 2025 };
    const data = await reportFor([...eight, retake], "Priya Raman", "latest-attempt");
    const { text } = await pdfText(data);
    expect(text).toContain("repeated, not counted");
    expect(text).toContain("only the latest attempt counts");
    expect(text).toContain(`Overall GPA: ${data.result.gpa.overall.gpa?.toFixed(2)}`);
  });

  it("breaks a 70-course table across pages, repeating its header", async () => {
    const courses = Array.from({ length: 70 }, (_, i) => ({
      name: `Course number ${i + 1}`,
      grade: String(40 + ((i * 7) % 60)),
      credits: 3,
      year: 2020 + Math.floor(i / 18),
      tags: i % 3 === 0 ? ["major"] : [],
    }));
    const { text, pages } = await pdfText(await reportFor(courses));
    expect(pages.length).toBeGreaterThan(1);
    expect(text).toContain("Course number 70");
    expect(text).toContain(`Page ${pages.length} of ${pages.length}`);
    // Every page that holds courses starts them with the header row.
    const withCourses = pages.filter((page) => page.includes("Course number"));
    expect(withCourses.length).toBeGreaterThan(1);
    for (const page of withCourses) expect(page).toMatch(/Local label[\s\S]*Course number/);
  });

  it("prints names with letters beyond Windows-1252 as they are written", async () => {
    const { text } = await pdfText(await reportFor(eight, "Łukasz Dvořák"));
    expect(text).toContain("Łukasz Dvořák");
  });
});
