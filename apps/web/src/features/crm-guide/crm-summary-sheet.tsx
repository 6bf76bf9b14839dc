import { crmSummaryColumns } from "@gradeatlas/contracts/crm-field-mapping";
import { buttonClass } from "../../components/ui/button-styles";
import { saveFile } from "../../lib/save-file";
import { Section, Steps } from "./crm-guide-layout";

const summaryExample = [
  crmSummaryColumns.join(","),
  'A-102938,Ana García,ana.garcia@example.org,DE,de-university,"University grades (1.0–5.0)",32,120.0,3.42,3.61,"2021: 3.10; 2022: 3.55; 2023: 3.61",Band table,"Nuffic, https://www.nuffic.nl/…",J. Smith,2025-06-02',
].join("\n");

function downloadTemplate() {
  const blob = new Blob([`${crmSummaryColumns.join(",")}\r\n`], { type: "text/csv;charset=utf-8" });
  saveFile(blob, "gradeatlas-crm-summary-template.csv");
}

/** Step 1: one summary row per applicant, from a downloadable template. */
export function CrmSummarySheet() {
  return (
    <Section id="crm-summary-sheet" title="Step 1: build the summary sheet">
      <Steps>
        <li>
          Download the template below, or make a spreadsheet with the same columns. One row per applicant (or per
          transcript).
        </li>
        <li>
          Fill each row from the applicant's academic report. Add the match key your CRM needs: the ID it knows the
          applicant by, and for HubSpot the applicant's e-mail address or HubSpot Record ID (GradeAtlas does not ask for
          the applicant's e-mail).
        </li>
        <li>
          Save as CSV with UTF-8 encoding, so names such as "García" or "Łódź" arrive intact. Keep dates as YYYY-MM-DD
          and GPAs with a dot as the decimal mark.
        </li>
      </Steps>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass("secondary")} onClick={downloadTemplate}>
          Download the summary template (CSV)
        </button>
        <span className="text-sm text-slate-700">A header row only, ready to fill in.</span>
      </div>
      <p>An example row:</p>
      <pre className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-xs break-all whitespace-pre-wrap text-slate-900">
        {summaryExample}
      </pre>
      <p className="max-w-3xl">
        To import the courses too, add an <code>applicant_id</code> column to <code>transcript.csv</code> and fill it
        with the same ID on every row; the CRM then links each course to the right applicant.
      </p>
    </Section>
  );
}
