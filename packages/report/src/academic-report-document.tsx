// The automatic JSX runtime whatever the consumer's tsconfig says (tsx, esbuild, vitest alike).
/** @jsxRuntime automatic */
import { type CourseResult, scaleLabel } from "@gradeatlas/engine";
import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { GpaLines, GpaTable, SourceLines } from "./gpa-parts";
import { BOLD, Bullet, type Column, Heading, Line, s, Table } from "./pdf-parts";
import type { ReportData } from "./report-data";
import { courseNote, credits, disagreementLines, fixed2, NONE } from "./report-format";

// The free academic report as a @react-pdf document, made in the browser
// (apps/web loads it lazily, never in the first page load) or on the server.
// Fonts: Noto, chosen for the characters the data holds (fonts/font-plan.ts).

const own = StyleSheet.create({
  header: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end", marginBottom: 14 },
  title: { fontWeight: BOLD, fontSize: 18 },
  brand: { fontWeight: BOLD, fontSize: 10, color: "#1d4ed8", textAlign: "right" },
  date: { color: "#555", textAlign: "right" },
});

const courseColumns: Column[] = [
  { title: "Course", flex: 3 },
  { title: "Year", flex: 0.8 },
  { title: "Local grade", flex: 1 },
  { title: "Local label", flex: 2.4 },
  { title: "US letter", flex: 0.9 },
  { title: "US points", flex: 0.9, num: true },
  { title: "US credits", flex: 1, num: true },
  { title: "Note", flex: 1.8 },
];

const courseRow = (c: CourseResult): string[] => [
  c.name ?? `Course ${c.index + 1}`,
  c.year ?? NONE,
  c.grade,
  c.localLabel ?? "",
  c.usLetter ?? NONE,
  fixed2(c.usPoints),
  credits(c.usCredits),
  courseNote(c),
];

export interface ReportDocumentProps {
  data: ReportData;
  /** The font families to draw with, from prepareFonts(). */
  fonts: string[];
  /** A4 for most of the world, Letter for North America. */
  pageSize?: "A4" | "LETTER";
}

export function ReportDocument({ data, fonts, pageSize = "A4" }: ReportDocumentProps) {
  const { applicant, country, scale, result } = data;
  const { byYear, byTag } = result.gpa;
  const who = applicant.name.trim() || country.name;
  const disagreements = disagreementLines(result);

  return (
    <Document
      title={`Academic report: ${who}`}
      author={data.evaluator.trim() || "GradeAtlas"}
      subject={`${country.name}, ${scale.name}, converted to the US 4.0 GPA scale`}
      creator="GradeAtlas"
      producer="GradeAtlas"
      language="en"
    >
      <Page size={pageSize} orientation="portrait" style={[s.page, { fontFamily: fonts }]}>
        <View style={own.header}>
          <Text style={own.title}>Academic report</Text>
          <View>
            <Text style={own.brand}>GradeAtlas</Text>
            <Text style={own.date}>{data.date}</Text>
          </View>
        </View>

        <Line label="Applicant" value={applicant.name} />
        <Line label="Applicant ID" value={applicant.id} />
        <Line label="Institution" value={applicant.institution} />
        <Line label="Country" value={`${country.name} (${country.code})`} />
        <Line label="Grading scale" value={scaleLabel(scale)} />

        <Heading>Sources for the scale</Heading>
        <SourceLines sources={scale.sources} />

        <Heading>Courses</Heading>
        <Table columns={courseColumns} rows={result.courses.map(courseRow)} />

        <Heading>US grade point averages (4.0 scale)</Heading>
        <GpaLines result={result} />
        <GpaTable title="Year" groups={byYear} />
        <GpaTable title="Tag" groups={byTag} />

        {result.warnings.length > 0 && <Heading>Warnings</Heading>}
        {result.warnings.map((w) => (
          <Bullet key={w}>{w}</Bullet>
        ))}

        {disagreements.length > 0 && <Heading>Sources disagree</Heading>}
        {disagreements.map((line) => (
          <Bullet key={line}>{line}</Bullet>
        ))}

        {data.notes.trim() && <Heading>Evaluator's notes</Heading>}
        {data.notes.trim() && <Text>{data.notes.trim()}</Text>}
        {data.evaluator.trim() && <Heading>Evaluated by</Heading>}
        {data.evaluator.trim() && <Text>{data.evaluator.trim()}</Text>}

        <Heading>Method</Heading>
        <Text style={s.small}>
          Each local grade was converted on its own by the GradeAtlas engine, with the band table or formula of the
          scale named above, as its sources publish it. Local credits were turned into US semester credits with the
          credit system of each course (the country's usual one unless another was chosen). Every GPA is
          credit-weighted: the US points of each course that counts, times its US credits, summed and divided by those
          credits, then rounded half up to 2 decimals.
        </Text>

        <Heading>Disclaimer</Heading>
        <Text style={s.small}>
          This report is an evaluation aid, not an official credential evaluation. Grading practice differs between
          institutions and years; each receiving institution decides for itself how to read a transcript and may come to
          a different result.
        </Text>

        <View style={s.footer} fixed>
          {/* The name last: digits after a right-to-left name join its run under the bidi rules, so
              "محمد, 2026-12-01" would print the date as 01-12-2026. */}
          <Text>
            GradeAtlas academic report, {data.date}, {who}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
