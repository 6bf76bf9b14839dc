import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { paths, premiumPath } from "../../lib/paths";
import { CrmFieldTable } from "./crm-field-table";
import { linkClass, Section } from "./crm-guide-layout";
import { CrmImportSteps } from "./crm-import-steps";
import { CrmSources } from "./crm-sources";
import { CrmSummarySheet } from "./crm-summary-sheet";

/** /crm-mapping-guide: how GradeAtlas results map to Slate, Salesforce and HubSpot fields, imported by hand or sent by CRM sync. */
export function CrmMappingGuidePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>CRM mapping guide · GradeAtlas</title>
      <meta
        name="description"
        content="How to bring GradeAtlas GPA results into Slate, Salesforce Education Cloud and HubSpot: a field-by-field mapping and step-by-step CSV import."
      />
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">CRM mapping guide</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          How to put a GradeAtlas result into Slate, Salesforce Education Cloud or HubSpot: which field each value
          belongs in, and how to import it with the files GradeAtlas gives you today.
        </p>
        <p role="note" className="mt-6 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-slate-900">
          <span className="mr-2 rounded-full border border-blue-300 bg-white px-2 py-0.5 text-xs font-semibold">
            Premium
          </span>
          With CRM sync, an institution's admin connects GradeAtlas to Slate, Salesforce, HubSpot or any system through
          a signed webhook, and each saved result is sent with the fields this guide describes.{" "}
          <Link to={paths.crmSync} className={linkClass}>
            Set up CRM sync
          </Link>{" "}
          or{" "}
          <Link to={premiumPath("crm")} className={linkClass}>
            read about it in Premium
          </Link>
          . Without it, you import the results yourself, as below.
        </p>
      </div>

      <Section id="crm-what-you-export" title="What GradeAtlas gives you">
        <ul className="max-w-3xl list-disc space-y-2 pl-5">
          <li>
            <strong>The courses as CSV.</strong> In the{" "}
            <Link to={paths.calculator} className={linkClass}>
              calculator
            </Link>
            , open "Paste from a spreadsheet, import or export CSV" and export. The file, <code>transcript.csv</code>,
            has one row per course with the columns <code>name</code>, <code>grade</code>, <code>credits</code>,{" "}
            <code>credit system</code>, <code>year</code> and <code>tags</code> (UTF-8, comma-separated, with a header
            row). It holds the local grades as typed, not the applicant or the GPA.
          </li>
          <li>
            <strong>The academic report as PDF.</strong> "Download PDF report" makes a file such as{" "}
            <code>academic-report-ana-garcia-2025-06-02.pdf</code> with the applicant name and ID, the country, the
            scale and its sources, every course with its US grade, the overall GPA, US credits, the GPA over the last 60
            US credits, GPAs by year and by tag, the method and the evaluator. It is the document for the applicant's
            file, and the place to read the numbers for your CRM.
          </li>
        </ul>
        <p className="max-w-3xl">
          So a CRM import has two parts: a <strong>summary row</strong> per applicant (the GPA fields below, read from
          the report) and the <strong>PDF</strong> attached to the applicant's record. Importing the course rows
          themselves is optional; most offices keep them in the PDF.
        </p>
      </Section>

      <CrmFieldTable />

      <CrmSummarySheet />

      <CrmImportSteps />

      <Section id="crm-tips" title="Good practice">
        <ul className="max-w-3xl list-disc space-y-2 pl-5">
          <li>Test with two or three applicants, or in a sandbox, before a full season's file.</li>
          <li>
            Match on an ID, never on a name alone: a corrected evaluation then updates the record instead of adding a
            second one.
          </li>
          <li>
            Keep the applicant's own GPA and the converted US GPA in separate fields, and always import the scale,
            method and source with the number.
          </li>
          <li>Re-export after changing a conversion; the report and the CRM should show the same numbers.</li>
        </ul>
      </Section>

      <CrmSources />

      <div className="mt-12 flex flex-wrap gap-3">
        <Link to={paths.calculator} className={buttonClass("primary")}>
          Open the calculator
        </Link>
        <Link to={premiumPath("crm")} className={buttonClass("secondary")}>
          CRM sync in Premium
        </Link>
      </div>
    </div>
  );
}
