import { convertTranscript, loadCountry } from "@gradeatlas/engine";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderAcademicReportPdf } from "./node";

// Names in every script the brief names, read back from the PDF as a reader's
// copy-paste would get them. pdf.js gives text in the order it is drawn: a
// right-to-left name comes back with its words right to left (letters in
// reading order within each word), and a Devanagari vowel sign drawn before its
// consonant comes back before it. Those are asserted as such; every other name
// must come back exactly.

const same: Record<string, string> = {
  Chinese: "王小明",
  "Traditional Chinese": "陳鳳儀",
  // 說 and 級 sit in font slices fontkit cannot read (font-plan.ts): the report failed on them.
  "Traditional Chinese (說, 級)": "林說級",
  Japanese: "山田はなこ",
  Korean: "김민준",
  Cyrillic: "Иван Петров",
  Greek: "Νίκος Παπαδόπουλος",
  Thai: "สมชาย ใจดี",
  Latin: "Łukasz Dvořák, Zoë Ørsted",
  Tamil: "தமிழ்",
};

async function pdfTextOf(name: string): Promise<string> {
  const country = await loadCountry("IN");
  const scale = country.scales.find((sc) => sc.id === "in-percentage");
  if (!scale) throw new Error("scale in-percentage is missing");
  const bytes = await renderAcademicReportPdf({
    applicant: { name, id: "", institution: "" },
    country: { code: country.code, name: country.name },
    scale: { id: scale.id, name: scale.name, level: scale.level, sources: scale.sources },
    result: convertTranscript({ scale, courses: [{ name: "Mathematics", grade: "72", credits: 4 }] }),
    notes: "",
    evaluator: "",
    date: "2026-12-01",
  });
  const { text } = await extractText(bytes, { mergePages: true });
  return text;
}

/**
 * The "Applicant: …" line as extracted, without the control characters pdf.js
 * leaves between some Arabic glyphs (U+0006 in "عبد"; they are not drawn).
 */
const applicantLine = (text: string) => (/Applicant: ([^\n]*)/.exec(text)?.[1] ?? "").replace(/\p{Cc}/gu, "").trim();

const sorted = (s: string) => [...s.replace(/\s/g, "")].sort().join("");

describe("names in every script", () => {
  for (const [script, name] of Object.entries(same)) {
    it(`prints a ${script} name as written`, async () => {
      const line = applicantLine(await pdfTextOf(name));
      expect(line).toBe(name);
    });
  }

  it("prints an Arabic name right to left, each word whole and in reading order", async () => {
    const text = await pdfTextOf("محمد عبد الله");
    const line = applicantLine(text);
    expect(line).not.toContain("?");
    // Drawn right to left: the first word read is the rightmost, so extracted last.
    expect(line.split(/\s+/)).toEqual(["الله", "عبد", "محمد"]);
    // The footer's date keeps its order beside the name.
    expect(text).toContain("GradeAtlas academic report, 2026-12-01,");
  });

  it("prints a Hebrew name right to left, each word whole and in reading order", async () => {
    const line = applicantLine(await pdfTextOf("דוד כהן"));
    expect(line.split(/\s+/)).toEqual(["כהן", "דוד"]);
  });

  it("prints a Devanagari name with every letter and sign, the short i drawn before its consonant", async () => {
    const name = "प्रिया शर्मा";
    const line = applicantLine(await pdfTextOf(name));
    expect(line).not.toContain("?");
    expect(sorted(line)).toBe(sorted(name));
    expect(line.split(/\s+/)[0]).toBe("िप्रया");
  });

  it("prints a Bengali name with every letter and sign, the i sign drawn before its consonant", async () => {
    const name = "অমিত";
    const line = applicantLine(await pdfTextOf(name));
    expect(sorted(line)).toBe(sorted(name));
    expect(line).toBe("অিমত");
  });
});
