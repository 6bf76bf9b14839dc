import {
  type Country,
  convertsToUs,
  convertTranscript,
  countryIndex,
  loadCountry,
  type Scale,
} from "@gradeatlas/engine";
import { renderAcademicReportPdf } from "@gradeatlas/report/node";
import { renderToStaticMarkup } from "react-dom/server";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { ScalePicker } from "../features/calculator/scale-picker";
import type { Selection } from "../features/calculator/use-selection";

// Issue 15: India's scale read "(higher education)" on screen and
// "(undergraduate)" in the PDF. Here the calculator's picker and the academic
// report are both rendered for every scale of every country, and the name each
// shows is read back and compared. (Lives in app/: it reaches into two features.)

const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) =>
    e === "amp" ? "&" : e === "lt" ? "<" : e === "gt" ? ">" : e === "quot" ? '"' : "'",
  );

/** The chosen scale as the calculator's picker shows it. */
function onScreen(country: Country, scale: Scale): string {
  const selection = {
    countryCode: country.code,
    country: { data: country, isError: false } as Selection["country"],
    scale,
    scaleRef: scale.id,
    custom: null,
    customScales: [],
    customKit: null,
    customFailed: false,
    select: () => {},
    restore: () => {},
  } satisfies Selection;
  const html = renderToStaticMarkup(<ScalePicker selection={selection} />);
  const chosen = /<option[^>]*selected=""[^>]*>(.*?)<\/option>/s.exec(html)?.[1];
  if (chosen === undefined) throw new Error(`no chosen scale in the picker for ${scale.id}`);
  return decode(chosen);
}

/** The scale's line in the PDF report, as a reader's copy-paste would get it. */
async function inPdf(country: Country, scale: Scale): Promise<string> {
  const result = convertTranscript({ scale, courses: [{ grade: scale.bestGrade, credits: 1 }] });
  const bytes = await renderAcademicReportPdf({
    applicant: { name: "A. Applicant", id: "", institution: "" },
    country: { code: country.code, name: country.name },
    scale: { id: scale.id, name: scale.name, level: scale.level, sources: scale.sources },
    result,
    notes: "",
    evaluator: "",
    date: "2026-12-01",
  });
  const { text } = await extractText(bytes, { mergePages: true });
  const line = /Grading scale:(.*?)Sources for the scale/s.exec(text)?.[1];
  if (line === undefined) throw new Error(`no "Grading scale" line in the PDF for ${scale.id}`);
  return line;
}

// A long label wraps in the PDF: compare without white space.
const squeeze = (s: string) => s.replace(/\s+/g, "");

describe("a scale's label on screen and in the PDF report", () => {
  // 300+ PDFs with embedded fonts: about 5 minutes on a loaded 2-core machine.
  it("is the same for every scale of every country", { timeout: 900_000 }, async () => {
    const differ: string[] = [];
    let compared = 0;
    for (const { code } of countryIndex) {
      const country = await loadCountry(code);
      // A scale with local grades only converts nothing, so no report ever names it.
      for (const scale of country.scales.filter(convertsToUs)) {
        const screen = onScreen(country, scale);
        const pdf = await inPdf(country, scale);
        if (squeeze(pdf) !== squeeze(screen)) differ.push(`${scale.id}: "${screen}" vs "${pdf.trim()}"`);
        compared++;
      }
    }
    expect(differ).toEqual([]);
    expect(compared).toBeGreaterThan(300);
  });
});
