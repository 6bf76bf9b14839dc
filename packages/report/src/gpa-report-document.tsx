// The automatic JSX runtime whatever the consumer's tsconfig says (tsx, esbuild, vitest alike).
/** @jsxRuntime automatic */
import { type CourseResult, scaleLabel } from "@gradeatlas/engine";
import { Document, Image, Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { GpaLines, GpaTable, SourceLines } from "./gpa-parts";
import type { GpaReportData, ReportImage } from "./gpa-report-data";
import { BOLD, Bullet, type Column, Heading, Line, s, Table } from "./pdf-parts";
import { courseNote, credits, fixed2, NONE } from "./report-format";

// The premium GPA report: issued by the server under an office's own name,
// verifiable through the code and QR code printed on it.

const NAVY = "#1e3a8a";

const own = StyleSheet.create({
  header: { flexDirection: "row", alignItems: "center", paddingBottom: 10, borderBottomWidth: 2, borderColor: NAVY },
  logo: { width: 64, height: 64, objectFit: "contain", marginRight: 12 },
  office: { flex: 1 },
  officeName: { fontWeight: BOLD, fontSize: 13, color: NAVY },
  address: { fontSize: 8.5, color: "#333", marginTop: 2 },
  meta: { alignItems: "flex-end", fontSize: 8.5 },
  metaValue: { fontWeight: BOLD },
  titleRow: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end", marginTop: 14 },
  title: { fontWeight: BOLD, fontSize: 20, color: NAVY },
  subtitle: { fontSize: 9, color: "#444" },
  applicant: {
    marginTop: 10,
    padding: 8,
    borderWidth: 0.75,
    borderColor: "#bbb",
    backgroundColor: "#f8fafc",
    flexDirection: "row",
    flexWrap: "wrap",
  },
  field: { width: "50%", marginBottom: 4, paddingRight: 6 },
  fieldLabel: { fontSize: 7.5, color: "#555", textTransform: "uppercase" },
  fieldValue: { fontSize: 10.5, fontWeight: BOLD },
  summary: { flexDirection: "row", marginTop: 10 },
  gpaBox: { width: 150, padding: 8, borderWidth: 1.5, borderColor: NAVY, alignItems: "center", marginRight: 12 },
  gpaValue: { fontWeight: BOLD, fontSize: 26, color: NAVY },
  gpaCaption: { fontSize: 8, color: "#333", textAlign: "center" },
  variants: { flex: 1, justifyContent: "center" },
  signature: { marginTop: 6, width: 320 },
  signatureImage: { height: 40, objectFit: "contain", objectPosition: "left" },
  signatureRule: { borderTopWidth: 0.75, borderColor: "#333", marginTop: 4, paddingTop: 3 },
  verify: {
    flexDirection: "row",
    marginTop: 14,
    padding: 8,
    borderWidth: 1,
    borderColor: NAVY,
    alignItems: "center",
  },
  qr: { width: 86, height: 86, marginRight: 12 },
  verifyText: { flex: 1 },
  code: { fontWeight: BOLD, fontSize: 13, letterSpacing: 1, marginVertical: 3 },
});

const courseColumns: Column[] = [
  { title: "Course", flex: 2.8 },
  { title: "Year", flex: 0.7 },
  { title: "Local grade", flex: 1.9 },
  { title: "Local credits", flex: 1, num: true },
  { title: "US credits", flex: 1, num: true },
  { title: "US grade", flex: 0.9 },
  { title: "US points", flex: 0.9, num: true },
  { title: "Note", flex: 1.3 },
];

const courseRow =
  (localCredits: readonly number[] | undefined) =>
  (c: CourseResult): string[] => {
    const local = localCredits?.[c.index];
    return [
      c.name ?? `Course ${c.index + 1}`,
      c.year ?? NONE,
      c.localLabel ? `${c.grade} (${c.localLabel})` : c.grade,
      local === undefined ? NONE : credits(local),
      credits(c.usCredits),
      c.usLetter ?? NONE,
      fixed2(c.usPoints),
      courseNote(c),
    ];
  };

const toImage = (img: ReportImage) => ({ data: Buffer.from(img.data), format: img.format });

function Field({ label, value }: { label: string; value: string }) {
  if (!value.trim()) return null;
  return (
    <View style={own.field}>
      <Text style={own.fieldLabel}>{label}</Text>
      <Text style={own.fieldValue}>{value.trim()}</Text>
    </View>
  );
}

export interface GpaReportDocumentProps {
  data: GpaReportData;
  /** The font families to draw with, from prepareFonts(). */
  fonts: string[];
  /** The QR code of data.report.verifyUrl, as PNG bytes. */
  qrPng: Uint8Array;
}

export function GpaReportDocument({ data, fonts, qrPng }: GpaReportDocumentProps) {
  const { report, issuer, applicant, country, scale, result } = data;
  const { overall, byYear, byTag } = result.gpa;
  const footer = `GPA report ${report.number} · Verification code ${report.code}`;

  return (
    <Document
      title={`GPA report ${report.number}: ${applicant.name}`}
      author={issuer.officeName}
      subject={`${country.name}, ${scale.name}, converted to the US 4.0 GPA scale`}
      creator="GradeAtlas"
      producer="GradeAtlas"
      language="en"
    >
      <Page size={report.paperSize} orientation="portrait" style={[s.page, { fontFamily: fonts }]}>
        <View style={own.header}>
          {issuer.logo && <Image style={own.logo} src={toImage(issuer.logo)} />}
          <View style={own.office}>
            <Text style={own.officeName}>{issuer.officeName}</Text>
            <Text style={own.address}>{issuer.address.trim()}</Text>
          </View>
          <View style={own.meta}>
            <Text>Report number</Text>
            <Text style={own.metaValue}>{report.number}</Text>
            <Text style={{ marginTop: 3 }}>Issued on</Text>
            <Text style={own.metaValue}>{report.issuedOn}</Text>
          </View>
        </View>

        <View style={own.titleRow}>
          <Text style={own.title}>GPA report</Text>
          <Text style={own.subtitle}>Grades converted to the US 4.0 scale</Text>
        </View>

        <View style={own.applicant}>
          <Field label="Applicant" value={applicant.name} />
          <Field label="Applicant ID" value={applicant.id} />
          <Field label="Date of birth" value={applicant.dateOfBirth} />
          <Field label="Institution attended" value={applicant.institution} />
          <Field label="Country" value={`${country.name} (${country.code})`} />
          <Field label="Grading scale" value={scaleLabel(scale)} />
        </View>

        <View style={own.summary} wrap={false}>
          <View style={own.gpaBox}>
            <Text style={own.gpaCaption}>Overall GPA (4.0 scale)</Text>
            <Text style={own.gpaValue}>{fixed2(overall.gpa)}</Text>
            <Text style={own.gpaCaption}>on {credits(overall.gpaCredits)} GPA credits</Text>
          </View>
          <View style={own.variants}>
            <GpaLines result={result} />
          </View>
        </View>

        <Heading>Courses</Heading>
        <Table columns={courseColumns} rows={result.courses.map(courseRow(data.localCredits))} />

        {(Object.keys(byYear).length > 0 || Object.keys(byTag).length > 0) && <Heading>GPA by year and tag</Heading>}
        <GpaTable title="Year" groups={byYear} />
        <GpaTable title="Tag" groups={byTag} />

        {result.warnings.length > 0 && <Heading>Warnings</Heading>}
        {result.warnings.map((w) => (
          <Bullet key={w}>{w}</Bullet>
        ))}

        <Heading>Scale and method</Heading>
        <Line label="Scale" value={scaleLabel(scale)} />
        <Line label="Method" value={scale.method} />
        <SourceLines sources={scale.sources} prefix="Source: " />

        <Heading>House rules applied</Heading>
        {data.houseRules.length === 0 && <Text>None</Text>}
        {data.houseRules.map((rule) => (
          <Bullet key={rule}>{rule}</Bullet>
        ))}
        <Line label="Dataset version" value={data.datasetVersion} />

        {data.notes.trim() && <Heading>Evaluator's notes</Heading>}
        {data.notes.trim() && <Text>{data.notes.trim()}</Text>}

        <Heading>What this conversion is and is not</Heading>
        <Text style={s.small}>
          This report restates the grades of the transcript named above on the US 4.0 scale: each local grade was
          converted on its own with the scale and method shown, from the published sources listed, and every GPA is
          credit-weighted and rounded half up to 2 decimals. It is an evaluation made by the office named above. It is
          not a transcript, not a degree or diploma equivalency, and not a statement from the institution attended; each
          receiving institution decides for itself how to read a transcript and may come to a different result.
        </Text>

        <View wrap={false}>
          <Heading>Evaluated by</Heading>
          <View style={own.signature}>
            {issuer.signature && <Image style={own.signatureImage} src={toImage(issuer.signature)} />}
            <View style={own.signatureRule}>
              <Text style={{ fontWeight: BOLD }}>{issuer.evaluatorName}</Text>
              <Text>{issuer.evaluatorTitle}</Text>
              <Text>{issuer.officeName}</Text>
            </View>
          </View>

          <View style={own.verify}>
            <Image style={own.qr} src={{ data: Buffer.from(qrPng), format: "png" }} />
            <View style={own.verifyText}>
              <Text style={{ fontWeight: BOLD }}>Verify this report</Text>
              <Text style={s.small}>
                Scan the code or open the address below to see who issued it and whether it stands.
              </Text>
              <Text style={own.code}>{report.code}</Text>
              <Link src={report.verifyUrl} style={s.link}>
                {report.verifyUrl}
              </Link>
            </View>
          </View>
        </View>

        <View style={s.footer} fixed>
          <Text>{footer}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
