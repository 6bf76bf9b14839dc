import { linkClass, Section } from "./crm-guide-layout";

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

/** The vendors' pages the guide's terms follow. */
export function CrmSources() {
  return (
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
  );
}
