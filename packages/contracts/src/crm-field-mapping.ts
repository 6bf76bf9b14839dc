// Where each GradeAtlas result goes in Slate, Salesforce Education Cloud and
// HubSpot: the /crm-mapping-guide page renders it for people, and CRM sync on
// the server will map the same fields. Plain data, no zod: the guide page loads
// it without a schema library.

/** One GradeAtlas field and the CRM field suggested for it in each CRM. */
export interface CrmFieldMapping {
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
export const crmFieldMappings: readonly CrmFieldMapping[] = [
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
export const crmSummaryColumns = [
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
] as const;
