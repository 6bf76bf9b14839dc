import { crmFieldMappings } from "@gradeatlas/contracts/crm-field-mapping";
import { Section } from "./crm-guide-layout";

/** The field mapping: each GradeAtlas field and its suggested field in each CRM. */
export function CrmFieldTable() {
  return (
    <Section id="crm-field-map" title="Field mapping">
      <p className="max-w-3xl">
        Names in quotes are suggestions for custom fields you create once; the others are the CRM's standard fields.
        Store GPAs as numbers with two decimals, and keep the scale, method and source next to them, so anyone who reads
        the record later can see how the number was reached.
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
            Each GradeAtlas field, where to find it, an example, and the suggested field in Slate, Salesforce Education
            Cloud and HubSpot
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
            {crmFieldMappings.map((row) => (
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
        object or field set such as "GPA Evaluation" with a lookup to the Contact or Application keeps them apart; where
        we are unsure which standard object your org uses, choose a custom object or field.
      </p>
    </Section>
  );
}
