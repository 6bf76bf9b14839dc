import { type CourseResult, type Gpa, scaleLabel } from "@gradeatlas/engine";
import { Document, Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { ReportData } from "./report-data";
import { courseNote, credits, disagreementLines, fixed2, gpaLine, mapStrings, NONE, toWinAnsi } from "./report-format";

// The academic report as a @react-pdf document. Only this folder may import
// @react-pdf, and only through the lazily loaded render-report-pdf.ts, so the
// library never reaches the first page load.
//
// Fonts: the built-in Helvetica only, so nothing is downloaded. It draws the
// Windows-1252 set only, so every text goes through toWinAnsi first.
//
// No lineHeight anywhere: in @react-pdf 4.9 an inherited lineHeight hides the
// "Page N of M" render-prop text (upstream issues 3083, 3402) and doubles line
// spacing when set on a View.

const BOLD = "Helvetica-Bold";

const s = StyleSheet.create({
  page: { fontFamily: "Helvetica", fontSize: 9.5, padding: 40, paddingBottom: 56, color: "#111" },
  header: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end", marginBottom: 14 },
  title: { fontFamily: BOLD, fontSize: 18 },
  brand: { fontFamily: BOLD, fontSize: 10, color: "#1d4ed8", textAlign: "right" },
  date: { color: "#555", textAlign: "right" },
  heading: { fontFamily: BOLD, fontSize: 11.5, marginTop: 14, marginBottom: 4 },
  line: { marginBottom: 1.5 },
  label: { fontFamily: BOLD },
  small: { fontSize: 8.5, marginBottom: 2 },
  link: { color: "#1d4ed8", textDecoration: "none" },
  table: { marginTop: 4 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderColor: "#ccc", paddingVertical: 2.5, fontSize: 8 },
  headRow: { fontFamily: BOLD, backgroundColor: "#eef2f7", borderColor: "#999", borderTopWidth: 0.75 },
  cell: { paddingHorizontal: 3 },
  num: { textAlign: "right" },
  bullet: { flexDirection: "row", marginBottom: 2 },
  footer: {
    position: "absolute",
    bottom: 24,
    left: 40,
    right: 40,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 8,
    color: "#555",
  },
});

interface Column {
  title: string;
  /** Relative width. */
  flex: number;
  /** Numbers are right-aligned. */
  num?: boolean;
}

/** Table cells keep words whole: "cred-its" in a narrow column reads badly. */
const noHyphens = (word: string) => [word];

/**
 * A table that may run over several pages: the header row is `fixed`, so it is
 * drawn again on every page the table reaches, and no row is cut in two.
 */
function Table({ columns, rows, width }: { columns: readonly Column[]; rows: string[][]; width?: number }) {
  const cells = (values: readonly string[]) =>
    columns.map((col, i) => (
      <Text key={col.title} hyphenationCallback={noHyphens} style={[s.cell, { flex: col.flex }, col.num ? s.num : {}]}>
        {values[i]}
      </Text>
    ));
  return (
    <View style={width ? [s.table, { width }] : s.table}>
      <View style={[s.row, s.headRow]} fixed wrap={false}>
        {cells(columns.map((c) => c.title))}
      </View>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are rendered once, never reordered.
        <View key={i} style={s.row} wrap={false}>
          {cells(row)}
        </View>
      ))}
    </View>
  );
}

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

function GpaTable({ title, groups }: { title: string; groups: Record<string, Gpa> }) {
  const rows = Object.entries(groups).map(([name, g]) => [name, fixed2(g.gpa), credits(g.gpaCredits)]);
  if (rows.length === 0) return null;
  const columns = [
    { title, flex: 2 },
    { title: "GPA", flex: 1, num: true },
    { title: "GPA credits", flex: 1, num: true },
  ];
  return <Table columns={columns} rows={rows} width={300} />;
}

/**
 * Headings are siblings of their content (not wrapped in a View) so that
 * minPresenceAhead can move a heading to the next page with what follows it:
 * @react-pdf only honours it for an element that has something before it.
 */
const Heading = ({ children }: { children: string }) => (
  <Text style={s.heading} minPresenceAhead={30}>
    {children}
  </Text>
);

/** "Label: value", or nothing when the value is empty. */
function Line({ label, value }: { label: string; value: string }) {
  if (!value.trim()) return null;
  return (
    <Text style={s.line}>
      <Text style={s.label}>{label}: </Text>
      {value.trim()}
    </Text>
  );
}

const Bullet = ({ children }: { children: ReactNode }) => (
  <View style={s.bullet} wrap={false}>
    <Text style={{ width: 10 }}>•</Text>
    <Text style={{ flex: 1 }}>{children}</Text>
  </View>
);

export interface ReportDocumentProps {
  data: ReportData;
  /** A4 for most of the world, Letter for North America. */
  pageSize?: "A4" | "LETTER";
}

export function ReportDocument({ data: raw, pageSize = "A4" }: ReportDocumentProps) {
  const data = mapStrings(raw, toWinAnsi);
  const { applicant, country, scale, result } = data;
  const { overall, byYear, last60, byTag } = result.gpa;
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
      <Page size={pageSize} orientation="portrait" style={s.page}>
        <View style={s.header}>
          <Text style={s.title}>Academic report</Text>
          <View>
            <Text style={s.brand}>GradeAtlas</Text>
            <Text style={s.date}>{data.date}</Text>
          </View>
        </View>

        <Line label="Applicant" value={applicant.name} />
        <Line label="Applicant ID" value={applicant.id} />
        <Line label="Institution" value={applicant.institution} />
        <Line label="Country" value={`${country.name} (${country.code})`} />
        <Line label="Grading scale" value={scaleLabel(scale)} />

        <Heading>Sources for the scale</Heading>
        {scale.sources.map((src) => (
          <Text key={src.url} style={s.small}>
            {src.publisher}, "{src.title}",{" "}
            <Link src={src.url} style={s.link}>
              {src.url}
            </Link>
            , accessed {src.accessed}
          </Text>
        ))}

        <Heading>Courses</Heading>
        <Table columns={courseColumns} rows={result.courses.map(courseRow)} />

        <Heading>US grade point averages (4.0 scale)</Heading>
        <Line label="Overall GPA" value={gpaLine(overall)} />
        <Line label="US credits earned" value={credits(result.usCredits)} />
        <Line
          label="Last 60 US credits"
          value={`${gpaLine(last60)} (${last60.courses} course${last60.courses === 1 ? "" : "s"})`}
        />
        <Line
          label="Repeated courses"
          value={
            result.repeatPolicy === "latest-attempt"
              ? "only the latest attempt counts in the GPA"
              : "every attempt counts in the GPA"
          }
        />
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
          <Text>
            GradeAtlas academic report, {who}, {data.date}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
