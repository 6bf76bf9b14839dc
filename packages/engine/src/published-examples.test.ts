import { describe, expect, it } from "vitest";
import { convertGrade } from "./convert-grade.ts";
import { loadCountry } from "./dataset/load-country.ts";
import type { Scale } from "./dataset/schema.ts";
import type { UsLetter } from "./us-scale.ts";

/**
 * Conversions that public pages state explicitly, checked against our engine on
 * our dataset. Each row names the page it comes from and what that page says (in
 * our words). Sources independent of the scale's own citations are preferred;
 * where none was found, a page the scale already cites is used.
 *
 * A row asserts only what its source states: the US letter, the US points, or
 * both. Conversions where a source and our data disagree are not in this table
 * (sources legitimately differ; see the scales' notes).
 */
type Row = {
  scale: string;
  grade: string;
  usLetter?: UsLetter;
  usPoints?: number;
  source: { publisher: string; url: string };
  says: string;
};

const admissionArena = { publisher: "AdmissionArena", url: "https://admissionarena.com/tools/wes-gpa-calculator" };
const cumGpa = (country: string) => ({
  publisher: "CumGPA Calculator",
  url: `https://cumgpacalculator.pages.dev/grade-conversion/${country}`,
});
const toolKun = { publisher: "ToolKun", url: "https://toolkun.com/tools/china-gpa-calculator" };
const jiniTools = { publisher: "JiniTools", url: "https://jinitools.pages.dev/en/tools/gpa-calculator/" };
const sabiCalculator = {
  publisher: "SabiCalculator",
  url: "https://sabicalculator.com/students/ca/canada-letter-grade-converter",
};
const calcVault = { publisher: "CalcVault", url: "https://dev.calcvault.app/en/calculators/gpa-vn-calculator" };
const campusCalc = { publisher: "CampusCalc", url: "https://campuscalc.app/final-grade-calculator-china" };
const scholaroPakistan = {
  publisher: "Scholaro",
  url: "https://www.scholaro.com/db/Countries/Pakistan/Grading-System",
};
const revisionTownMexico = { publisher: "RevisionTown", url: "https://revisiontown.com/?p=36725" };
const wikipediaIran = { publisher: "Wikipedia", url: "https://en.wikipedia.org/wiki/Academic_grading_in_Iran" };
const synonym = {
  publisher: "Classroom (Synonym)",
  url: "https://classroom.synonym.com/grading-system-conversions-8113664.html",
};
const myEasyGpa = { publisher: "MyEasyGPA", url: "https://myeasygpa.com/germany-grade-to-gpa/" };
const smartCgpaItaly = { publisher: "SmartCGPA", url: "https://smartcgpa.com/italy/italian-grade-calculator" };
const euroVista = { publisher: "EuroVista Trips", url: "https://eurovistatrips.com/convert-italian-grades-to-gpa/" };
const freeCalculatorPh = { publisher: "FreeCalculatorPH", url: "https://freecalculatorph.site/calculators/gpa.php" };
const ncStateOceania = {
  publisher: "NC State University Study Abroad Office",
  url: "https://studyabroad.ncsu.edu/oceania-grade-equivalencies/",
};
const fastGpaCalcIb = { publisher: "FastGPACalc", url: "https://www.fastgpacalc.com/ib-to-gpa-calculator" };
const calculatorCityNigeria = {
  publisher: "Calculator City",
  url: "https://cal11.calculator.city/how-to-calculate-nigeria-grade-point-to-usa-grade-point.html",
};
const yorkNigeria = { publisher: "York University", url: "https://futurestudents.yorku.ca/graduate/country/nigeria" };
const manitobaNigeria = {
  publisher: "University of Manitoba, Faculty of Graduate Studies",
  url: "http://www.umanitoba.ca/faculties/graduate_studies/admissions/nigeria.html",
};
const gradeEquivalencies = {
  publisher: "International Grade Equivalencies sheet (hosted on Scribd)",
  url: "https://www.scribd.com/document/369383295/Grade-Equivalencies-pdf",
};

const yorkIndia = { publisher: "York University", url: "https://futurestudents.yorku.ca/graduate/country/india" };
const yorkBrazil = { publisher: "York University", url: "https://futurestudents.yorku.ca/graduate/country/brazil" };
const sfu = (slug: string) => ({
  publisher: "Simon Fraser University, Graduate and Postdoctoral Studies",
  url: `https://www.sfu.ca/dean-gradstudies/future/international-applicants/academic-requirements/${slug}.html`,
});
const wesThailandCopy = {
  publisher: "World Education Services (copy on vdocuments.mx)",
  url: "https://vdocuments.mx/education-in-thailandlanguage-documents-secondary-education-wes-requires-that.html",
};
const sfuIndia = sfu("india");
const sfuUkraine = sfu("ukraine");

const torontoSgs = (slug: string) => ({
  publisher: "University of Toronto, School of Graduate Studies",
  url: `https://www.sgs.utoronto.ca/credentials-equiv/${slug}/`,
});
const gpaCalculatorNetScotland = {
  publisher: "GPACalculator.net",
  url: "https://gpacalculator.net/grade-conversion/scotland",
};
const daigakuRyugaku = { publisher: "daigaku-ryugaku.com", url: "https://daigaku-ryugaku.com/02us/column/c015.html" };

const andrewsOceania = {
  publisher: "Andrews University, Credential Evaluation",
  url: "https://www.andrews.edu/services/international/grcountryreqs/oceania-gr.html",
};

const rows: Row[] = [
  // Ireland: Toronto's minimum (B), B+ and A- requirements set the bands from 60% up
  {
    scale: "ie-university-percentage",
    grade: "70",
    usLetter: "A-",
    source: torontoSgs("ireland"),
    says: "A first class honours degree (70%) meets Toronto's A- requirement.",
  },
  {
    scale: "ie-university-percentage",
    grade: "65",
    usLetter: "B+",
    source: torontoSgs("ireland"),
    says: "65% (second class honours, grade I) meets Toronto's B+ requirement.",
  },
  {
    scale: "ie-university-percentage",
    grade: "60",
    usLetter: "B",
    source: torontoSgs("ireland"),
    says: "Second class honours, grade I (60%) is Toronto's minimum, a B.",
  },
  // Netherlands
  { scale: "nl-10-point", grade: "8", usLetter: "A", source: torontoSgs("netherlands"), says: "8–10 is an A." },
  // Australia: Andrews reads the descriptors; these marks carry the same descriptor under 85/75/65/50 and 80/70/60/50
  {
    scale: "au-university",
    grade: "90",
    usPoints: 4,
    source: andrewsOceania,
    says: "High Distinction is a US A, 4.00.",
  },
  {
    scale: "au-university",
    grade: "77",
    usLetter: "A",
    usPoints: 4,
    source: andrewsOceania,
    says: "Distinction is a US A, 4.00.",
  },
  {
    scale: "au-university",
    grade: "67",
    usLetter: "B",
    usPoints: 3,
    source: andrewsOceania,
    says: "Credit is a US B, 3.00.",
  },
  {
    scale: "au-university",
    grade: "55",
    usLetter: "C",
    usPoints: 2,
    source: andrewsOceania,
    says: "Pass is a US C, 2.00.",
  },
  // India
  {
    scale: "in-percentage",
    grade: "65",
    usLetter: "B",
    source: yorkIndia,
    says: "First Class Division (60% and above) is York's B equivalent.",
  },
  {
    scale: "in-percentage",
    grade: "55",
    usLetter: "B",
    usPoints: 3,
    source: admissionArena,
    says: "50–59.99% (second class) is a US B, 3.0.",
  },
  {
    scale: "in-division-class",
    grade: "First Division",
    usLetter: "B",
    source: yorkIndia,
    says: "First Class Division is York's B equivalent (a mid-B standing).",
  },
  {
    scale: "in-division-class",
    grade: "First Class",
    usLetter: "B",
    source: sfuIndia,
    says: "First Class / Division 1 is SFU's minimum B standing.",
  },
  {
    scale: "in-ugc-cgpa-10",
    grade: "8.00",
    usLetter: "B",
    source: sfuIndia,
    says: "8/10 (Very Good) is SFU's minimum B standing.",
  },
  {
    scale: "in-division-class",
    grade: "Second Class",
    usLetter: "B",
    usPoints: 3,
    source: admissionArena,
    says: "Second Class (50–59.99%) is a US B, 3.0.",
  },
  {
    scale: "in-division-class",
    grade: "Pass Class",
    usLetter: "C",
    source: admissionArena,
    says: "Pass Class (35–49.99%) is a US C.",
  },
  {
    scale: "in-percentage",
    grade: "45",
    usLetter: "C",
    usPoints: 2,
    source: admissionArena,
    says: "The pass class band up to 49.99% is a US C, 2.0.",
  },

  // China: five-tier marks and the Peking University formula
  { scale: "cn-percentage", grade: "92", usLetter: "A", source: campusCalc, says: "90–100 is an A." },
  {
    scale: "cn-percentage",
    grade: "85",
    usPoints: 3,
    source: toolKun,
    says: "On the standard 4.0 conversion, 80–89 is 3.0.",
  },
  { scale: "cn-percentage", grade: "65", usLetter: "D", source: campusCalc, says: "60–69 is a D (pass)." },
  {
    scale: "cn-pku-formula",
    grade: "85",
    usPoints: 3.58,
    source: toolKun,
    says: "An 85 is 3.58 under the PKU formula.",
  },
  {
    scale: "cn-pku-formula",
    grade: "95",
    usPoints: 3.95,
    source: toolKun,
    says: "A 95 gives 3.95 under the PKU formula.",
  },
  {
    scale: "cn-pku-formula",
    grade: "70",
    usPoints: 2.31,
    source: toolKun,
    says: "Marks of 70–80 map to 2.31–3.25 under the PKU formula.",
  },
  {
    scale: "cn-pku-formula",
    grade: "100",
    usPoints: 4,
    source: { publisher: "wodeyuanxiao.com", url: "https://wodeyuanxiao.com/Universityranking/hwjwpibein.html" },
    says: "Peking University's formula gives 4.00 for a mark of 100.",
  },
  {
    scale: "cn-pku-formula",
    grade: "59",
    usLetter: "F",
    usPoints: 0,
    source: { publisher: "wodeyuanxiao.com", url: "https://wodeyuanxiao.com/Universityrankings/vhmmyvsqxd.html" },
    says: "Under the Peking University algorithm a mark below 60 earns 0.",
  },

  // South Korea (4.5 scale)
  {
    scale: "kr-4-5",
    grade: "A+",
    usLetter: "A",
    usPoints: 4,
    source: jiniTools,
    says: "WES-style letter mapping: A+ becomes A (4.0).",
  },
  {
    scale: "kr-4-5",
    grade: "B+",
    usLetter: "B",
    usPoints: 3,
    source: jiniTools,
    says: "WES-style letter mapping: B+ becomes B (3.0).",
  },
  {
    scale: "kr-4-5",
    grade: "B0",
    usPoints: 3,
    source: cumGpa("south-korea"),
    says: "B (3.0 on the 4.5 scale) is 3.0 on the US scale.",
  },
  {
    scale: "kr-4-5",
    grade: "D0",
    usPoints: 1,
    source: cumGpa("south-korea"),
    says: "D (1.0 on the 4.5 scale) is 1.0 on the US scale.",
  },

  // Canada (University of Toronto scheme)
  {
    scale: "ca-utoronto",
    grade: "85",
    usLetter: "A",
    usPoints: 4,
    source: sabiCalculator,
    says: "85% is an A, 4.0 GPA.",
  },
  {
    scale: "ca-utoronto",
    grade: "77",
    usLetter: "B+",
    usPoints: 3.3,
    source: { publisher: "Gradeculator", url: "https://gradeculator.com/grade-scale/canada/" },
    says: "77–79% is a B+, 3.3 on the 4.0 scale.",
  },
  {
    scale: "ca-utoronto",
    grade: "50",
    usLetter: "D-",
    usPoints: 0.7,
    source: sabiCalculator,
    says: "50–52% is a D-, 0.7 GPA.",
  },

  // Vietnam
  {
    scale: "vn-university-10",
    grade: "8.5",
    usLetter: "A",
    usPoints: 4,
    source: calcVault,
    says: "A score of 8.5 is GPA 4.0 (A).",
  },
  {
    scale: "vn-university-10",
    grade: "7.0",
    usLetter: "B",
    usPoints: 3,
    source: calcVault,
    says: "A score of 7.0 is GPA 3.0 (B).",
  },

  // Taiwan
  {
    scale: "tw-100-point",
    grade: "82",
    usLetter: "A-",
    usPoints: 3.7,
    source: cumGpa("taiwan"),
    says: "80–84 is A-, US GPA 3.70.",
  },
  {
    scale: "tw-100-point",
    grade: "55",
    usLetter: "F",
    usPoints: 0,
    source: cumGpa("taiwan"),
    says: "Below 60 is F, 0.00.",
  },

  // Nigeria
  {
    scale: "ng-university-5point",
    grade: "A",
    usLetter: "A",
    usPoints: 4,
    source: calculatorCityNigeria,
    says: "A Nigerian A is a US A, 4.0.",
  },
  ...(["B", "C", "D"] as const).map((grade) => ({
    scale: "ng-university-5point",
    grade,
    usLetter: grade,
    source: calculatorCityNigeria,
    says: `A Nigerian ${grade} is a US ${grade}.`,
  })),
  {
    scale: "ng-university-5point",
    grade: "E",
    usLetter: "D",
    source: calculatorCityNigeria,
    says: "A Nigerian E (40–44) is a US D.",
  },
  {
    scale: "ng-degree-class",
    grade: "Second Class Upper",
    usLetter: "B",
    source: yorkNigeria,
    says: "Second Class (upper division) is the B equivalent.",
  },
  {
    scale: "ng-cgpa-class",
    grade: "3.50",
    usLetter: "B",
    source: yorkNigeria,
    says: "Second Class (upper division), which a 3.50–4.49 CGPA on 5 earns, is the B equivalent.",
  },
  {
    scale: "ng-degree-class",
    grade: "First Class",
    usLetter: "A",
    usPoints: 4,
    source: manitobaNigeria,
    says: "First Class (70–100%) is a Manitoba A or A+.",
  },
  {
    scale: "ng-degree-class",
    grade: "Pass",
    usLetter: "D",
    source: manitobaNigeria,
    says: "A Pass (45–49%, at some institutions 40–44%) is a D.",
  },

  // Pakistan: cumulative GPA on the HEC 4.00 scale
  {
    scale: "pk-cgpa-4",
    grade: "3.30",
    usPoints: 3.3,
    source: {
      publisher: "University of Toronto, School of Graduate Studies",
      url: "https://www.sgs.utoronto.ca/credentials-equiv/pakistan/",
    },
    says: "GPAs on 4-point transcripts are computed by the US 4-point method.",
  },
  {
    scale: "pk-cgpa-4",
    grade: "3.5",
    usPoints: 3.5,
    source: { publisher: "GradeNova", url: "https://gradenovaai.vercel.app/pakistani-gpa-to-us-gpa.html" },
    says: "A Pakistani 3.5 CGPA is a US 3.5.",
  },

  // Japan
  { scale: "jp-university", grade: "S", usPoints: 4, source: cumGpa("japan"), says: "S (90–100%) is 4.0." },
  { scale: "jp-university", grade: "C", usPoints: 2, source: cumGpa("japan"), says: "C (60–69%) is 2.0." },
  { scale: "jp-university", grade: "F", usPoints: 0, source: cumGpa("japan"), says: "F (below 60%) is 0.0." },
  // Japan: the University of Toronto's Ontario equivalents (OURA) for Japanese marks
  {
    scale: "jp-100-point",
    grade: "95",
    usLetter: "A+",
    source: torontoSgs("japan"),
    says: "Ontario Admission Equivalency (OURA) on the Japan page: A+ 90–100.",
  },
  {
    scale: "jp-100-point",
    grade: "88",
    usLetter: "A",
    source: torontoSgs("japan"),
    says: "Ontario Admission Equivalency (OURA) on the Japan page: A 87–89.",
  },
  {
    scale: "jp-100-point",
    grade: "85",
    usLetter: "A-",
    source: torontoSgs("japan"),
    says: "Ontario Admission Equivalency (OURA) on the Japan page: A- 84–86.",
  },
  {
    scale: "jp-100-point",
    grade: "81",
    usLetter: "B+",
    source: torontoSgs("japan"),
    says: "Ontario Admission Equivalency (OURA) on the Japan page: B+ 80–83.",
  },
  {
    scale: "jp-100-point",
    grade: "78",
    usLetter: "B",
    source: torontoSgs("japan"),
    says: "Ontario Admission Equivalency (OURA) on the Japan page: B 77–79.",
  },
  {
    scale: "jp-100-point",
    grade: "75",
    usLetter: "B-",
    source: torontoSgs("japan"),
    says: "Ontario Admission Equivalency (OURA) on the Japan page: B- 74–76.",
  },
  {
    scale: "jp-university",
    grade: "S",
    usLetter: "A+",
    source: torontoSgs("japan"),
    says: "OURA block: A+ 90–100, the range of S (秀) in the Japan grading table.",
  },

  // Brazil
  {
    scale: "br-university-10",
    grade: "8.3",
    usLetter: "B",
    usPoints: 3,
    source: cumGpa("brazil"),
    says: "Worked example: an 8.3 falls in the B band, 3.0.",
  },
  {
    scale: "br-university-10",
    grade: "9.5",
    usLetter: "A",
    usPoints: 4,
    source: cumGpa("brazil"),
    says: "9.0–10.0 is A, 4.0.",
  },

  // Pakistan
  {
    scale: "pk-university-percentage",
    grade: "82",
    usLetter: "A-",
    source: scholaroPakistan,
    says: "University 4-point scale: 80–84.99 is a US A-.",
  },
  {
    scale: "pk-university-percentage",
    grade: "72",
    usLetter: "B",
    source: scholaroPakistan,
    says: "University 4-point scale: 70–74.99 is a US B.",
  },

  // Nepal
  {
    scale: "np-cgpa-4",
    grade: "3.30",
    usLetter: "B+",
    usPoints: 3.3,
    source: { publisher: "TotalGPA", url: "https://totalgpa.com/blog/foreign-university-gpa-conversion-nepal" },
    says: "A Nepali GPA of 3.3–3.69 is a US GPA of 3.3–3.69.",
  },
  {
    scale: "np-division",
    grade: "Distinction",
    usLetter: "A",
    usPoints: 4,
    source: cumGpa("nepal"),
    says: "Distinction is a US A, 4.00.",
  },
  {
    scale: "np-division",
    grade: "First Division",
    usLetter: "B+",
    source: cumGpa("nepal"),
    says: "First Division is a US B+.",
  },
  {
    scale: "np-university-division",
    grade: "85",
    usPoints: 4,
    source: { publisher: "MKS Prep", url: "https://mksprep.com/pct-to-gpa" },
    says: "85–100% is 4.0 on the 4.0 scale.",
  },
  {
    scale: "np-university-division",
    grade: "65",
    usLetter: "B+",
    source: cumGpa("nepal"),
    says: "First division (60–79%) is a US B+.",
  },

  // Mexico
  { scale: "mx-10", grade: "9.5", usPoints: 4, source: cumGpa("mexico"), says: "9.0–10.0 is 4.0." },
  {
    scale: "mx-10",
    grade: "8.5",
    usLetter: "B",
    usPoints: 3,
    source: revisionTownMexico,
    says: "8.0–8.9 (Bien) is a US B, 3.0.",
  },
  {
    scale: "mx-10",
    grade: "7.5",
    usLetter: "C",
    usPoints: 2,
    source: revisionTownMexico,
    says: "7.0–7.9 (Regular) is a US C, 2.0.",
  },
  {
    scale: "mx-graduate-pass-8",
    grade: "9",
    usLetter: "A",
    source: torontoSgs("mexico"),
    says: "9 (Muy bien) is an A.",
  },
  {
    scale: "mx-graduate-pass-8",
    grade: "8.6",
    usLetter: "A-",
    source: torontoSgs("mexico"),
    says: "8.6/10 is the A- equivalent.",
  },
  {
    scale: "mx-graduate-pass-8",
    grade: "8.3",
    usLetter: "B+",
    source: torontoSgs("mexico"),
    says: "8.3/10 is the B+ GPA.",
  },
  {
    scale: "mx-graduate-pass-8",
    grade: "8",
    usLetter: "B",
    source: torontoSgs("mexico"),
    says: "8/10 is the minimum GPA (a B).",
  },

  // Zimbabwe
  {
    scale: "zw-university-percent",
    grade: "70",
    usLetter: "B",
    source: torontoSgs("zimbabwe-2"),
    says: "A second class honours upper division (2.1, 65–74% here) is the minimum GPA (a B).",
  },

  // Saudi Arabia
  {
    scale: "sa-gpa-5",
    grade: "5.00",
    usPoints: 4,
    source: { publisher: "YouCalc", url: "https://youcalc.com/en/education-grades/saudi-gpa-calculator/" },
    says: "5.00 on the Saudi scale is an indicative 4.00 on the 4.0 scale.",
  },

  // Iran
  {
    scale: "ir-university-20",
    grade: "18",
    usLetter: "A",
    usPoints: 4,
    source: wikipediaIran,
    says: "Common table: 16–20 is A (4).",
  },
  {
    scale: "ir-university-20",
    grade: "15",
    usLetter: "B",
    usPoints: 3,
    source: wikipediaIran,
    says: "Common table: 14–15.99 is B (3).",
  },
  {
    scale: "ir-university-20",
    grade: "11",
    usLetter: "D",
    usPoints: 1,
    source: wikipediaIran,
    says: "Common table: 10–11.99 is D (1).",
  },

  // United Kingdom
  {
    scale: "gb-leeds-beckett-percentage",
    grade: "72",
    usLetter: "A",
    source: synonym,
    says: "UK marks of 70–100 are an A.",
  },
  {
    scale: "gb-leeds-beckett-percentage",
    grade: "67",
    usLetter: "A-",
    source: synonym,
    says: "UK marks of 65–69 are an A-.",
  },
  {
    scale: "gb-leeds-beckett-percentage",
    grade: "55",
    usLetter: "B",
    source: synonym,
    says: "UK marks of 50–59 are a B.",
  },

  // Germany: university grades and the modified Bavarian formula
  {
    scale: "de-university",
    grade: "1.3",
    usLetter: "A",
    usPoints: 4,
    source: myEasyGpa,
    says: "A German 1.3 (sehr gut) equals a US 4.0.",
  },
  {
    scale: "de-university",
    grade: "1.0",
    usPoints: 4,
    source: { publisher: "CMyGrade", url: "https://cmygrade.com/german-grade-calculator" },
    says: "1.0–1.3 (sehr gut) is a US GPA of 4.0.",
  },
  {
    scale: "de-university",
    grade: "5.0",
    usLetter: "F",
    usPoints: 0,
    source: myEasyGpa,
    says: "5.0 (nicht ausreichend) is 0.0.",
  },
  {
    scale: "de-modified-bavarian",
    grade: "1.8",
    usPoints: 3.2,
    source: cumGpa("germany"),
    says: "Worked example: a 1.8 average is 3.2 US GPA by the Bavarian formula (1.0 best, 4.0 pass).",
  },
  {
    scale: "de-modified-bavarian",
    grade: "2.3",
    usPoints: 2.7,
    source: cumGpa("germany"),
    says: "A German 2.3 is 2.7 GPA.",
  },
  {
    scale: "de-modified-bavarian",
    grade: "1.5",
    usPoints: 3.5,
    source: { publisher: "GPACalc (gpacalculate.net)", url: "https://gpacalculate.net/grade-conversion/germany/" },
    says: "With Nmax 4.0 and Nmin 1.0, a US 3.5 converts to a German 1.5.",
  },

  // France
  {
    scale: "fr-university",
    grade: "13.5",
    usLetter: "B",
    usPoints: 3,
    source: cumGpa("france"),
    says: "Worked example: 13.5/20 (assez bien) is 3.0 (B).",
  },
  { scale: "fr-university", grade: "17", usPoints: 4, source: cumGpa("france"), says: "16–20 (très bien) is 4.0." },
  {
    scale: "fr-university",
    grade: "11",
    usLetter: "C",
    usPoints: 2,
    source: { publisher: "RevisionTown", url: "https://revisiontown.com/french-to-us-gpa-converter" },
    says: "10–11.9 (passable) is a US C, 2.0.",
  },

  // Turkey
  { scale: "tr-university-letter", grade: "AA", usPoints: 4, source: cumGpa("turkey"), says: "AA is US GPA 4.00." },
  { scale: "tr-university-letter", grade: "BB", usPoints: 3, source: cumGpa("turkey"), says: "BB is US GPA 3.00." },
  {
    scale: "tr-cgpa-4",
    grade: "3.00",
    usLetter: "B",
    usPoints: 3,
    source: cumGpa("turkey"),
    says: "A Turkish GPA of 3.00 is US GPA 3.00.",
  },
  {
    scale: "tr-cgpa-4",
    grade: "3.50",
    usPoints: 3.5,
    source: cumGpa("turkey"),
    says: "A Turkish GPA of 3.50 is US 3.50.",
  },

  // Colombia
  {
    scale: "co-university-5",
    grade: "4.8",
    usLetter: "A",
    usPoints: 4,
    source: cumGpa("colombia"),
    says: "4.6–5.0 is A, 4.00.",
  },
  {
    scale: "co-university-5",
    grade: "3.2",
    usLetter: "C",
    source: {
      publisher: "GPA Calculator (gpacalculator.net)",
      url: "https://gpacalculator.net/grade-conversion/colombia",
    },
    says: "3.0–3.9 (bueno) is a US C.",
  },

  // Indonesia
  { scale: "id-ipk-letter", grade: "A", usPoints: 4, source: cumGpa("indonesia"), says: "A is US GPA 4.00." },
  { scale: "id-ipk-letter", grade: "B", usPoints: 3, source: cumGpa("indonesia"), says: "B is US GPA 3.00." },
  { scale: "id-ipk-letter", grade: "E", usPoints: 0, source: cumGpa("indonesia"), says: "E is a fail, 0.00." },

  // Ghana
  {
    scale: "gh-degree-class",
    grade: "First Class Honours",
    usLetter: "A",
    source: {
      publisher: "NC State University Study Abroad Office",
      url: "https://studyabroad.ncsu.edu/africa-grade-equivalencies/",
    },
    says: "First Class Honours is a US A.",
  },
  {
    scale: "gh-degree-class",
    grade: "Second Class Honours (Lower Division)",
    usLetter: "B",
    source: {
      publisher: "NC State University Study Abroad Office",
      url: "https://studyabroad.ncsu.edu/africa-grade-equivalencies/",
    },
    says: "Second Class Honours, Lower Division, is a US B.",
  },
  {
    scale: "gh-degree-class",
    grade: "Pass",
    usLetter: "C",
    source: {
      publisher: "NC State University Study Abroad Office",
      url: "https://studyabroad.ncsu.edu/africa-grade-equivalencies/",
    },
    says: "A Pass is a US C.",
  },
  { scale: "gh-university-percent", grade: "85", usPoints: 4, source: cumGpa("ghana"), says: "80–100 is US GPA 4.00." },
  { scale: "gh-university-percent", grade: "52", usPoints: 2, source: cumGpa("ghana"), says: "50–59 is US GPA 2.00." },
  {
    scale: "gh-university-percent",
    grade: "30",
    usPoints: 0,
    source: cumGpa("ghana"),
    says: "Below 40 is a fail, 0.00.",
  },

  // Spain
  {
    scale: "es-university",
    grade: "9.5",
    usPoints: 4,
    source: cumGpa("spain"),
    says: "Sobresaliente (9.0–10.0) is 4.00.",
  },
  { scale: "es-university", grade: "8.0", usPoints: 3, source: cumGpa("spain"), says: "Notable (7.0–8.9) is 3.00." },
  { scale: "es-university", grade: "6.0", usPoints: 2, source: cumGpa("spain"), says: "Aprobado (5.0–6.9) is 2.00." },

  // Italy
  { scale: "it-university", grade: "30L", usLetter: "A+", source: smartCgpaItaly, says: "30 e lode is an A+." },
  { scale: "it-university", grade: "27", usLetter: "A-", source: torontoSgs("italy"), says: "27/30 is its A- level." },
  { scale: "it-university", grade: "25", usLetter: "B", source: smartCgpaItaly, says: "24–26 (buono) is a B." },
  { scale: "it-university", grade: "22", usLetter: "C", source: euroVista, says: "21–23 is equivalent to a C." },
  { scale: "it-university", grade: "18", usLetter: "D", source: smartCgpaItaly, says: "18–20 (sufficiente) is a D." },

  // Philippines
  {
    scale: "ph-university-5",
    grade: "1.25",
    usLetter: "A-",
    source: torontoSgs("philippines"),
    says: "1.25 is its A- equivalence.",
  },
  {
    scale: "ph-university-5",
    grade: "1.75",
    usLetter: "B",
    source: torontoSgs("philippines"),
    says: "1.75 is its B equivalence.",
  },
  {
    scale: "ph-university-5",
    grade: "2.25",
    usLetter: "B-",
    source: {
      publisher: "GPA Calculator (gpacalculator.net)",
      url: "https://gpacalculator.net/grade-conversion/philippines",
    },
    says: "2.25 is a US B-.",
  },
  {
    scale: "ph-university-5",
    grade: "3.00",
    usPoints: 1.7,
    source: cumGpa("philippines"),
    says: "3.00 (pass) is 1.7.",
  },
  { scale: "ph-university-5", grade: "5.00", usLetter: "F", source: freeCalculatorPh, says: "5.00 (failed) is an F." },
  {
    scale: "ph-up",
    grade: "1.25",
    usLetter: "A-",
    source: torontoSgs("philippines"),
    says: "1.25 is its A- equivalence.",
  },
  {
    scale: "ph-up",
    grade: "1.75",
    usLetter: "B",
    source: torontoSgs("philippines"),
    says: "1.75 is its B equivalence.",
  },

  // Australia
  { scale: "au-descriptors", grade: "HD", usLetter: "A+", source: ncStateOceania, says: "High Distinction is an A+." },
  { scale: "au-descriptors", grade: "CR", usLetter: "B", source: ncStateOceania, says: "Credit is a B." },
  { scale: "au-descriptors", grade: "P", usLetter: "C", source: ncStateOceania, says: "Pass is a C." },

  // Egypt
  {
    scale: "eg-university-percentage",
    grade: "90",
    usPoints: 4,
    source: torontoSgs("egypt"),
    says: "85–100% (excellent) is 4.0.",
  },
  {
    scale: "eg-university-percentage",
    grade: "78",
    usPoints: 3,
    source: torontoSgs("egypt"),
    says: "75–84% (very good) is 3.0.",
  },
  {
    scale: "eg-university-percentage",
    grade: "70",
    usPoints: 2,
    source: torontoSgs("egypt"),
    says: "65–74% (good) is 2.0.",
  },

  // Thailand
  { scale: "th-university-letter", grade: "B+", usPoints: 3.5, source: cumGpa("thailand"), says: "B+ is US GPA 3.50." },
  { scale: "th-university-letter", grade: "D+", usPoints: 1.5, source: cumGpa("thailand"), says: "D+ is US GPA 1.50." },

  // Malaysia
  {
    scale: "my-university-cgpa",
    grade: "A-",
    usLetter: "A-",
    source: cumGpa("malaysia"),
    says: "A- (3.67) converts directly to a US A-.",
  },
  { scale: "my-university-cgpa", grade: "B", usPoints: 3, source: cumGpa("malaysia"), says: "B (3.00) is 3.0." },

  // Hong Kong
  {
    scale: "hk-university-4-3",
    grade: "A+",
    usPoints: 4,
    source: cumGpa("hong-kong"),
    says: "A+ (4.30 locally) is US GPA 4.00.",
  },
  { scale: "hk-university-4-3", grade: "B+", usPoints: 3.3, source: cumGpa("hong-kong"), says: "B+ is US GPA 3.30." },
  { scale: "hk-university-4-3", grade: "B-", usPoints: 2.7, source: cumGpa("hong-kong"), says: "B- is US GPA 2.70." },

  {
    scale: "hk-cgpa",
    grade: "3.3",
    usLetter: "B+",
    source: torontoSgs("hong-kong"),
    says: "On Hong Kong grading system 2, a 3.3/4.0 meets the B+ level.",
  },
  {
    scale: "hk-cgpa",
    grade: "3.7",
    usLetter: "A-",
    source: torontoSgs("hong-kong"),
    says: "On Hong Kong grading system 2, a 3.7/4.0 meets the A- level.",
  },
  {
    scale: "hk-honours-classification",
    grade: "First Class Honours",
    usLetter: "A-",
    source: torontoSgs("hong-kong"),
    says: "First Class Honours is the A- equivalent.",
  },

  // Bangladesh
  {
    scale: "bd-ugc-cgpa",
    grade: "3.80",
    usLetter: "A",
    usPoints: 4,
    source: admissionArena,
    says: "UGC 3.75–4.00 is a US A, 4.0.",
  },
  {
    scale: "bd-ugc-cgpa",
    grade: "3.60",
    usLetter: "A-",
    usPoints: 3.7,
    source: admissionArena,
    says: "UGC 3.50–3.74 is a US A-, 3.7.",
  },
  {
    scale: "bd-ugc-cgpa",
    grade: "2.10",
    usLetter: "D",
    usPoints: 1,
    source: admissionArena,
    says: "UGC 2.00–2.24 is a US D, 1.0.",
  },

  // Kenya
  {
    scale: "ke-degree-class",
    grade: "First Class Honours",
    usLetter: "A",
    usPoints: 4,
    source: cumGpa("kenya"),
    says: "A (70–100), First Class Honours, is US 4.00.",
  },
  {
    scale: "ke-degree-class",
    grade: "Second Class Upper",
    usLetter: "B",
    source: cumGpa("kenya"),
    says: "Second Class Upper runs from B (60–64, US 3.00) to B+ (65–69).",
  },
  {
    scale: "ke-university-percent",
    grade: "75",
    usPoints: 4,
    source: cumGpa("kenya"),
    says: "70–100 (A) is US GPA 4.00.",
  },
  {
    scale: "ke-university-percent",
    grade: "67",
    usPoints: 3.5,
    source: cumGpa("kenya"),
    says: "65–69 (B+) is US GPA 3.50.",
  },
  {
    scale: "ke-university-percent",
    grade: "52",
    usPoints: 2.3,
    source: cumGpa("kenya"),
    says: "50–54 (C+) is US GPA 2.30.",
  },

  // International Baccalaureate
  {
    scale: "int-ib-subject",
    grade: "6",
    usLetter: "A",
    usPoints: 4,
    source: fastGpaCalcIb,
    says: "IB 6 is a US A, 4.0.",
  },
  {
    scale: "int-ib-subject",
    grade: "5",
    usLetter: "B",
    usPoints: 3,
    source: fastGpaCalcIb,
    says: "IB 5 is a US B, 3.0.",
  },
  {
    scale: "int-ib-subject",
    grade: "4",
    usLetter: "C",
    usPoints: 2,
    source: fastGpaCalcIb,
    says: "IB 4 is a US C, 2.0.",
  },
  {
    scale: "int-ib-subject",
    grade: "3",
    usLetter: "D",
    usPoints: 1,
    source: fastGpaCalcIb,
    says: "IB 3 is a US D, 1.0.",
  },

  // ECTS
  { scale: "int-ects", grade: "A", usLetter: "A", source: gradeEquivalencies, says: "ECTS A is a US A." },
  { scale: "int-ects", grade: "B", usLetter: "B+", source: gradeEquivalencies, says: "ECTS B is a US B+." },
  { scale: "int-ects", grade: "E", usLetter: "C", source: gradeEquivalencies, says: "ECTS E is a US C." },
  {
    scale: "int-ects",
    grade: "C",
    usLetter: "B",
    usPoints: 3,
    source: {
      publisher: "LiquiSearch (copy of Wikipedia)",
      url: "http://www.liquisearch.com/ects_grading_scale/equivalency_to_other_grade_systems",
    },
    says: "ECTS C is a US B (3.0).",
  },

  // United Kingdom: the national marks and class scales, Scottish Highers
  {
    scale: "gb-honours-percentage",
    grade: "72",
    usLetter: "A-",
    source: torontoSgs("united-kingdom"),
    says: "A first-division degree (70% and above) is the A- equivalent.",
  },
  {
    scale: "gb-honours-percentage",
    grade: "66",
    usLetter: "B+",
    source: torontoSgs("united-kingdom"),
    says: "An upper second of 65% or more meets the B+ level.",
  },
  {
    scale: "gb-honours-classification",
    grade: "First Class",
    usLetter: "A-",
    source: torontoSgs("united-kingdom"),
    says: "A First is the A- equivalent.",
  },
  {
    scale: "gb-scottish-higher",
    grade: "A",
    usPoints: 4,
    source: gpaCalculatorNetScotland,
    says: "A (70–100%) is 4.0.",
  },
  {
    scale: "gb-scottish-higher",
    grade: "C",
    usPoints: 2,
    source: gpaCalculatorNetScotland,
    says: "C (50–59%) is 2.0.",
  },

  // Italy: final degree mark
  { scale: "it-laurea-110", grade: "110L", usPoints: 4, source: euroVista, says: "110 cum laude is 4.0." },

  // Japan: high-school 評定
  {
    scale: "jp-hyotei",
    grade: "5",
    usPoints: 4,
    source: daigakuRyugaku,
    says: "A five-level 5 counts as 4 in a US GPA.",
  },
  {
    scale: "jp-hyotei",
    grade: "3",
    usPoints: 2,
    source: daigakuRyugaku,
    says: "A five-level 3 counts as 2 in a US GPA.",
  },

  // Ukraine: ECTS letters and the 5-point scale (Simon Fraser)
  { scale: "ua-ects", grade: "B", usLetter: "B+", source: sfuUkraine, says: "ECTS B (very good) is a US B+." },
  { scale: "ua-ects", grade: "D", usLetter: "C+", source: sfuUkraine, says: "ECTS D (satisfactory) is a US C+." },
  { scale: "ua-university-5", grade: "4", usLetter: "B", source: sfuUkraine, says: "A 4 (good) is SFU's minimum B." },

  // Brazil: 0–10 university scale (York)
  {
    scale: "br-university-10",
    grade: "7.5",
    usLetter: "B",
    source: yorkBrazil,
    says: "7.5/10 is York's B equivalent.",
  },

  // Thailand: letters and grade points (WES profile, document copy)
  {
    scale: "th-university-letter",
    grade: "B",
    usLetter: "B",
    source: wesThailandCopy,
    says: "Thai B (3.0) is a US B.",
  },
  { scale: "th-secondary", grade: "2", usLetter: "C", source: wesThailandCopy, says: "Grade point 2.0 is a US C." },
];

/** The dataset file a scale lives in: its id's country prefix, or INT for international scales. */
const countryOf = (scaleId: string) => (scaleId.startsWith("int-") ? "INT" : scaleId.slice(0, 2).toUpperCase());

const codes = [...new Set(rows.map((r) => countryOf(r.scale)))];
const countries = await Promise.all(codes.map((code) => loadCountry(code)));
const scales = new Map<string, Scale>(countries.flatMap((c) => c.scales.map((s) => [s.id, s] as [string, Scale])));

const expected = (r: Row) => [r.usLetter, r.usPoints?.toFixed(2)].filter(Boolean).join(" ");
const named = rows.map(
  (r) => [`${countryOf(r.scale)} ${r.scale} ${r.grade} → ${expected(r)} (${r.source.publisher})`, r] as const,
);

describe("published example conversions", () => {
  it("covers at least 30 countries' scales with at least 30 rows, each saying what it expects", () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(codes.length).toBeGreaterThanOrEqual(30);
    for (const r of rows) {
      expect(r.usLetter ?? r.usPoints, `${r.scale} ${r.grade}`).toBeDefined();
      expect(r.source.url).toMatch(/^https?:\/\//);
    }
  });

  it.each(named)("%s", (_name, row) => {
    const scale = scales.get(row.scale);
    if (!scale) throw new Error(`No scale ${row.scale} in the dataset.`);
    const result = convertGrade(scale, row.grade);
    if (row.usLetter !== undefined) expect(result.usLetter).toBe(row.usLetter);
    if (row.usPoints !== undefined) expect(result.usPoints).toBe(row.usPoints);
  });
});
