import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { extractText } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { serverBundleOptions } from "../../../scripts/server-bundle-options.mjs";

// The server runs as one esbuild bundle (scripts/build-server.mjs): our
// workspaces bundled in, registry packages left as imports of node_modules.
// This bundles the report's Node entry the same way, next to the server's
// bundle, and renders a GPA report with it in a plain Node process: the
// fonts must be found from there, nothing downloaded.

const root = new URL("../../../", import.meta.url).pathname;
const outdir = mkdtempSync(join(root, "apps/server/dist-report-test-"));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe("the report in the server's bundle", () => {
  it("renders a GPA report with a Chinese and an Arabic name", async () => {
    const entry = join(outdir, "entry.ts");
    writeFileSync(
      entry,
      `import { renderGpaReportPdf } from "@gradeatlas/report/node";
import { convertTranscript, loadCountry } from "@gradeatlas/engine";
import { writeFileSync } from "node:fs";
const country = await loadCountry("EG");
const scale = country.scales[0];
const result = convertTranscript({ scale, courses: [{ name: "الرياضيات", grade: scale.bestGrade, credits: 3 }] });
const bytes = await renderGpaReportPdf({
  report: { number: "GA-1", code: "CODE-1", verifyUrl: "https://x.example/verify/CODE-1", issuedOn: "2026-12-01", paperSize: "LETTER" },
  issuer: { officeName: "Office", address: "1 Road", logo: null, evaluatorName: "E", evaluatorTitle: "T", signature: null },
  applicant: { name: "王小明 محمد", id: "", dateOfBirth: "", institution: "" },
  country: { code: country.code, name: country.name },
  scale: { id: scale.id, name: scale.name, level: scale.level, method: "band table", sources: scale.sources },
  result, houseRules: [], datasetVersion: "v1", notes: "",
});
writeFileSync(process.argv[2], bytes);
`,
    );
    await build({ ...serverBundleOptions, entryPoints: { report: entry }, outdir });
    const pdfPath = join(outdir, "report.pdf");
    execFileSync(process.execPath, [join(outdir, "report.js"), pdfPath], { cwd: outdir });
    const { text } = await extractText(new Uint8Array(readFileSync(pdfPath)), { mergePages: true });
    expect(text).toContain("王小明");
    expect(text).toContain("محمد");
    expect(text).toContain("CODE-1");
  });
});
