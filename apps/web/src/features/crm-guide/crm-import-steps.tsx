import { Section, Steps } from "./crm-guide-layout";

/** Step 2: importing the summary sheet and the PDF into Slate, Salesforce or HubSpot. */
export function CrmImportSteps() {
  return (
    <>
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
    </>
  );
}
