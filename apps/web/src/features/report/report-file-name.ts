import type { ReportData } from "./report-data";

// Kept apart from render-report-pdf.ts so a caller can name the file without
// loading the PDF library.

// Latin letters that NFKD does not take apart into a base letter and accents.
const ligatures: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  ø: "o",
  œ: "oe",
  þ: "th",
  ð: "d",
  ł: "l",
  đ: "d",
  ħ: "h",
  ı: "i",
  ŧ: "t",
};

/** Lower-case ASCII words joined by hyphens: accents are dropped ("Łódź" is "lodz"), other scripts vanish. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæøœþðłđħıŧ]/g, (ch) => ligatures[ch] ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

/** e.g. academic-report-ana-garcia-2026-05-01.pdf; the country when the name has no ASCII letters. */
export function reportFileName(data: ReportData): string {
  const who = slug(data.applicant.name) || slug(data.country.name) || slug(data.country.code) || "transcript";
  const date = /^\d{4}-\d{2}-\d{2}$/.test(data.date) ? `-${data.date}` : "";
  return `academic-report-${who}${date}.pdf`;
}
