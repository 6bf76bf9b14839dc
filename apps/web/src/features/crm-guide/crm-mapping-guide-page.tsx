import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { paths, premiumPath } from "../../lib/paths";

const linkClass = "font-medium text-blue-800 underline";

interface FieldRow {
  field: string;
  where: string;
  example: string;
  slate: string;
  salesforce: string;
  hubspot: string;
}

// One GradeAtlas result → where it can live in each CRM. Names in quotes are
// suggestions for custom fields; the CRM's own standard fields are named as the
// CRM names them.
const fieldRows: FieldRow[] = [
  {
    field: "Applicant name",
    where: "Report: Applicant",
    example: "Ana García",
    slate: "Match check only: the person's First and Last name (standard)",
    salesforce: "Match check only: Contact First Name / Last Name (standard)",
    hubspot: "Match check only: Contact First name / Last name (default properties)",
  },
  {
    field: "Applicant ID",
    where: "Report: Applicant ID",
    example: "A-102938",
    slate: "The unique ID column Upload Dataset matches on (your Slate or SIS ID); put it first",
    salesforce:
      'Custom text field "Applicant ID" on Contact with External ID ticked, used for matching; or the record ID',
    hubspot:
      'Custom single-line text property "Applicant ID". Contacts match on Email or Record ID, so include one of those too',
  },
  {
    field: "Country (ISO code)",
    where: "Report: Country, e.g. Germany (DE)",
    example: "DE",
    slate: "School row: Location Country; or a custom person field with a prompt list",
    salesforce: 'Custom text (2) or picklist field "Transcript country (ISO)"',
    hubspot: 'Dropdown select or single-line text property "Transcript country (ISO)"',
  },
  {
    field: "Scale id",
    where: "API result and saved calculations (scale.id)",
    example: "de-university",
    slate: 'Custom text field "GradeAtlas scale id"',
    salesforce: 'Custom text field "Source scale id"',
    hubspot: 'Single-line text property "Source scale id"',
  },
  {
    field: "Scale name",
    where: "Report: Grading scale",
    example: "University grades (1.0–5.0)",
    slate: "School row: GPA Scale (text, or a prompt list with key school_gpascale)",
    salesforce: 'Custom text field "Source grading scale"',
    hubspot: 'Single-line text property "Source grading scale"',
  },
  {
    field: "Course count",
    where: "Report: Courses table; rows of the CSV export",
    example: "32",
    slate: 'Custom number field "Courses evaluated"',
    salesforce: 'Custom Number field (0 decimal places) "Courses evaluated"',
    hubspot: 'Number property "Courses evaluated"',
  },
  {
    field: "US credits",
    where: "Report: US credits earned",
    example: "120.0",
    slate: "School row: Credit/Hours; or a custom number field",
    salesforce: 'Custom Number field (1 decimal place) "US credits (converted)"',
    hubspot: 'Number property "US credits (converted)"',
  },
  {
    field: "Overall GPA",
    where: "Report: Overall GPA",
    example: "3.42",
    slate: "School row: Recalculated GPA (keep the applicant's own GPA in GPA)",
    salesforce:
      'Custom Number field (2 decimal places) "US GPA (converted)" on Contact, Application or a custom object',
    hubspot: 'Number property "US GPA (converted)"',
  },
  {
    field: "Last-60 GPA",
    where: "Report: Last 60 US credits",
    example: "3.61",
    slate: 'Custom number field "US GPA, last 60 credits"',
    salesforce: 'Custom Number field (2 decimal places) "US GPA, last 60 credits"',
    hubspot: 'Number property "US GPA, last 60 credits"',
  },
  {
    field: "Per-year GPAs",
    where: "Report: GPA by Year table",
    example: "2021: 3.10; 2022: 3.55",
    slate: 'One custom text field "US GPA by year", or one number field per year',
    salesforce: 'Custom Text Area field "US GPA by year", or one Number field per year',
    hubspot: 'Multi-line text property "US GPA by year", or one number property per year',
  },
  {
    field: "Method",
    where: "Report: Method and Grading scale (band table or formula)",
    example: "Modified Bavarian formula (KMK)",
    slate: 'Custom field "Conversion method" with a prompt list',
    salesforce: 'Custom picklist or text field "Conversion method"',
    hubspot: 'Dropdown select property "Conversion method"',
  },
  {
    field: "Source",
    where: "Report: Sources for the scale",
    example: "Nuffic, https://…",
    slate: 'Custom text field "Conversion source"',
    salesforce: 'Custom Long Text Area or URL field "Conversion source"',
    hubspot: 'Multi-line text property "Conversion source"',
  },
  {
    field: "Evaluator",
    where: "Report: Evaluated by",
    example: "J. Smith",
    slate: 'Custom text field "GPA evaluator"',
    salesforce: 'Lookup to User if evaluators are users, else a text field "GPA evaluator"',
    hubspot: 'Single-line text property "GPA evaluator" (or a user property)',
  },
  {
    field: "Date",
    where: "Report: date in the header (YYYY-MM-DD)",
    example: "2025-06-02",
    slate: 'Custom date field "GPA evaluated on"',
    salesforce: 'Custom Date field "GPA evaluated on"',
    hubspot: 'Date picker property "GPA evaluated on"',
  },
];

// The columns of a one-row-per-applicant summary sheet, in the order of the table above.
const summaryColumns = [
  "applicant_id",
  "applicant_name",
  "applicant_email",
  "country_iso",
  "scale_id",
  "scale_name",
  "course_count",
  "us_credits",
  "gpa_overall",
  "gpa_last60",
  "gpa_by_year",
  "method",
  "source",
  "evaluator",
  "evaluated_on",
];

const summaryExample = [
  summaryColumns.join(","),
  'A-102938,Ana García,ana.garcia@example.org,DE,de-university,"University grades (1.0–5.0)",32,120.0,3.42,3.61,"2021: 3.10; 2022: 3.55; 2023: 3.61",Band table,"Nuffic, https://www.nuffic.nl/…",J. Smith,2025-06-02',
].join("\n");

function downloadTemplate() {
  const blob = new Blob([`${summaryColumns.join(",")}\r\n`], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = "gradeatlas-crm-summary-template.csv";
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

function Steps({ children }: { children: ReactNode }) {
  return <ol className="list-decimal space-y-2 pl-6">{children}</ol>;
}

const sources: { crm: string; title: string; url: string }[] = [
  {
    crm: "Slate",
    title: "Upload Dataset Stages (Technolutions Knowledge Base)",
    url: "https://knowledge.technolutions.net/docs/upload-dataset-stages",
  },
  {
    crm: "Slate",
    title: "Source Formats Overview (Technolutions Knowledge Base)",
    url: "https://knowledge.technolutions.net/docs/source-formats-overview",
  },
  {
    crm: "Slate",
    title: "Creating a Custom Field (Technolutions Knowledge Base)",
    url: "https://knowledge.technolutions.net/docs/field-editor",
  },
  {
    crm: "Slate",
    title: "Schools: standard school fields, including GPA, GPA Scale and Recalculated GPA",
    url: "https://knowledge.technolutions.net/docs/schools-tab-settings",
  },
  {
    crm: "Slate",
    title: "Importing School Data (Technolutions Knowledge Base)",
    url: "https://knowledge.technolutions.net/docs/importing-school-data",
  },
  {
    crm: "Slate",
    title: "Uploading Materials (Technolutions Knowledge Base)",
    url: "https://knowledge.technolutions.net/docs/uploading-materials",
  },
  {
    crm: "Salesforce",
    title: "How to use the Data Import Wizard (Salesforce Dictionary, a third-party summary)",
    url: "https://salesforcedictionary.com/how-to/data-import-wizard",
  },
  {
    crm: "Salesforce",
    title: "How to insert records through the Data Import Wizard (Forcetalks, quoting Salesforce Help)",
    url: "https://forcetalks.com/salesforce-topic/how-to-insert-records-through-data-import-wizard-in-salesforce",
  },
  {
    crm: "Salesforce",
    title: "CSV File Readiness (Salesforce Help)",
    url: "https://help.salesforce.com/s/articleView?id=ind.prepare_csv_files.htm&type=5",
  },
  {
    crm: "Salesforce",
    title: "IndividualApplication object (Education Cloud Developer Guide)",
    url: "https://developer.salesforce.com/docs/atlas.en-us.edu_cloud_dev_guide.meta/edu_cloud_dev_guide/sforce_api_objects_individualapplication.htm",
  },
  {
    crm: "Salesforce",
    title: "Education Cloud standard objects (Education Cloud Developer Guide)",
    url: "https://developer.salesforce.com/docs/atlas.en-us.edu_cloud_dev_guide.meta/edu_cloud_dev_guide/edu_cloud_standard_objects.htm",
  },
  {
    crm: "HubSpot",
    title: "Understand the import tool (HubSpot Knowledge Base)",
    url: "https://knowledge.hubspot.com/import-and-export/understand-the-import-tool",
  },
  {
    crm: "HubSpot",
    title: "Understand the property editor (HubSpot Knowledge Base)",
    url: "https://knowledge.hubspot.com/properties/understand-the-property-editor",
  },
  {
    crm: "HubSpot",
    title: "Create and edit custom objects (HubSpot Knowledge Base)",
    url: "https://knowledge.hubspot.com/crm-setup/create-custom-objects",
  },
  {
    crm: "HubSpot",
    title: "Imports API (HubSpot Developers)",
    url: "https://developers.hubspot.com/docs/api/crm/imports",
  },
  {
    crm: "HubSpot",
    title: "Properties API: property types and field types (HubSpot Developers)",
    url: "https://developers.hubspot.com/docs/api/crm/properties",
  },
];

/** /crm-mapping-guide: how GradeAtlas results map to Slate, Salesforce and HubSpot fields, imported by hand today. */
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
        <p role="note" className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <span className="mr-2 rounded-full border border-amber-400 bg-white px-2 py-0.5 text-xs font-semibold">
            Coming soon
          </span>
          Direct CRM sync is coming soon as a premium feature. Until then there is no connection between GradeAtlas and
          your CRM: you import the results yourself, as this guide describes.{" "}
          <Link to={premiumPath("crm")} className={linkClass}>
            About CRM sync in Premium
          </Link>
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

      <Section id="crm-field-map" title="Field mapping">
        <p className="max-w-3xl">
          Names in quotes are suggestions for custom fields you create once; the others are the CRM's standard fields.
          Store GPAs as numbers with two decimals, and keep the scale, method and source next to them, so anyone who
          reads the record later can see how the number was reached.
        </p>
        {/* A labelled <section> is a region landmark (role="region"). */}
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
          aria-label="GradeAtlas fields and suggested CRM fields (scrolls sideways)"
          className="overflow-x-auto rounded-lg border border-slate-200 focus:outline-2 focus:outline-offset-2 focus:outline-blue-700"
        >
          <table className="min-w-[64rem] border-collapse text-left text-sm">
            <caption className="sr-only">
              Each GradeAtlas field, where to find it, an example, and the suggested field in Slate, Salesforce
              Education Cloud and HubSpot
            </caption>
            <thead className="bg-slate-100 text-slate-900">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  GradeAtlas field
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Where to find it
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Example
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Slate
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Salesforce Education Cloud
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  HubSpot
                </th>
              </tr>
            </thead>
            <tbody>
              {fieldRows.map((row) => (
                <tr key={row.field} className="border-t border-slate-200 align-top">
                  <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                    {row.field}
                  </th>
                  <td className="px-3 py-2 text-slate-800">{row.where}</td>
                  <td className="px-3 py-2 font-mono text-xs text-slate-800">{row.example}</td>
                  <td className="px-3 py-2 text-slate-800">{row.slate}</td>
                  <td className="px-3 py-2 text-slate-800">{row.salesforce}</td>
                  <td className="px-3 py-2 text-slate-800">{row.hubspot}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <p className="max-w-3xl text-sm text-slate-700">
          In Salesforce Education Cloud, an applicant's application is the Application object (API name
          IndividualApplication). If an applicant can have several evaluations, for example one per transcript, a custom
          object or field set such as "GPA Evaluation" with a lookup to the Contact or Application keeps them apart;
          where we are unsure which standard object your org uses, choose a custom object or field.
        </p>
      </Section>

      <Section id="crm-summary-sheet" title="Step 1: build the summary sheet">
        <Steps>
          <li>
            Download the template below, or make a spreadsheet with the same columns. One row per applicant (or per
            transcript).
          </li>
          <li>
            Fill each row from the applicant's academic report. Add the match key your CRM needs: the ID it knows the
            applicant by, and for HubSpot the applicant's e-mail address or HubSpot Record ID (GradeAtlas does not ask
            for the applicant's e-mail).
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

      <Section id="crm-slate" title="Step 2a: Slate">
        <Steps>
          <li>
            Create the custom fields you need under <strong>Database → Fields → New Field</strong>, with the scope that
            fits your process (person, application, or the school row). A field's scope, ID and type cannot be changed
            later, so decide them first. The standard school fields GPA Scale, Recalculated GPA and Credit/Hours need no
            new field.
          </li>
          <li>
            Create a custom <strong>Source Format</strong> (for example "GradeAtlas GPA summary"), so every later file
            is read and mapped the same way.
          </li>
          <li>
            Go to <strong>Database → Upload Dataset</strong>, choose your source format, and upload the summary CSV as
            the sample file.
          </li>
          <li>
            Open the source format to <strong>remap</strong>: map each column to its destination field (Fields), map
            values such as method names to prompts (Value Mappings), then check the Review stage. Set the remap to
            active; later uploads with this format are imported with the same mappings.
          </li>
          <li>
            Attach the PDF as a <strong>Material</strong> (for example "International GPA evaluation"): on the person's
            record, Materials tab → New Material, source "PDF / Document". For many files at once, use Batch Acquire.
          </li>
        </Steps>
      </Section>

      <Section id="crm-salesforce" title="Step 2b: Salesforce Education Cloud">
        <Steps>
          <li>
            In <strong>Setup → Object Manager</strong>, add the custom fields to Contact, or create a custom object such
            as "GPA Evaluation" with a lookup to Contact (or to Application) and the fields from the table. Tick
            External ID on "Applicant ID" if you will match on it.
          </li>
          <li>
            In Setup, search for <strong>Data Import Wizard</strong> and launch it. Choose Standard Objects for contacts
            or Custom Objects for "GPA Evaluation", then <em>Add new records</em>, <em>Update existing records</em> or{" "}
            <em>Add new and update existing records</em>.
          </li>
          <li>
            Choose how records are matched (Salesforce ID or your External ID), upload the summary CSV, and map each
            column to its field. Unmapped columns are not imported.
          </li>
          <li>
            Review and start the import, then check the result and fix any rows that failed. The wizard takes up to
            50,000 records per run. It covers accounts, contacts, leads and custom objects; to write to standard
            Education Cloud objects such as Application directly, your administrator uses Data Loader or the API.
          </li>
          <li>
            Attach the PDF to the Contact or Application record through its <strong>Files</strong> related list.
          </li>
        </Steps>
      </Section>

      <Section id="crm-hubspot" title="Step 2c: HubSpot">
        <Steps>
          <li>
            In <strong>Settings → Properties</strong>, create the contact properties from the table, in a property group
            such as "GradeAtlas evaluation", with the field types shown (number, single-line or multi-line text,
            dropdown select, date picker). With an Enterprise subscription you can instead define a custom object "GPA
            evaluation" associated with contacts.
          </li>
          <li>
            Open the <strong>Import</strong> tool and start an import of one file into one object: Contacts (or your
            custom object).
          </li>
          <li>
            Upload the summary CSV and map each column to its property. HubSpot matches contacts on Email or Record ID,
            so rows with a known address update the existing contact instead of creating a duplicate.
          </li>
          <li>Finish the import, then review its results and download any error file.</li>
          <li>Attach the PDF to the contact record (Attachments), or to a note on the record.</li>
        </Steps>
      </Section>

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

      <Section id="crm-sources" title="Sources">
        <p className="max-w-3xl text-sm text-slate-700">
          The CRM terms above (Slate's Upload Dataset, Source Format and Materials; Salesforce's Data Import Wizard;
          HubSpot's import tool and properties) follow these pages. CRM menus change; if yours differ, the vendor's
          documentation wins.
        </p>
        <ul className="space-y-2 text-sm">
          {sources.map((s) => (
            <li key={s.url}>
              <span className="font-semibold text-slate-900">{s.crm}:</span>{" "}
              <a href={s.url} className={linkClass}>
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </Section>

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
