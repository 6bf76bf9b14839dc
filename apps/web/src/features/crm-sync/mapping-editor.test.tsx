import { defaultMapping } from "@gradeatlas/contracts/crm-sync";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MappingEditor } from "./mapping-editor";
import { type MappingRow, suggestedMapping } from "./mapping-rows";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

const render = (kind: Parameters<typeof MappingEditor>[0]["kind"], rows: MappingRow[]) =>
  renderToStaticMarkup(<MappingEditor kind={kind} rows={rows} onChange={() => {}} />);

describe("the field-mapping editor", () => {
  it("says on the row when a CRM field is mapped twice, whatever its case", () => {
    const html = render("hubspot", [
      { field: "applicant_email", target: "email" },
      { field: "gpa_overall", target: "us_gpa_converted" },
      { field: "applicant_id", target: "Email" },
    ]);
    expect(text(html)).toContain('"Email" is mapped twice.');
    // The message belongs to the third row's input, for screen readers too.
    expect(html).toMatch(/aria-invalid="true" aria-describedby="mapping-problem-2"/);
    expect(html).not.toContain("mapping-problem-0");
  });

  it("names a CRM field the CRM would refuse, and an empty mapping", () => {
    expect(text(render("salesforce", [{ field: "gpa_overall", target: "GPA (US)!" }]))).toContain(
      "A CRM field name uses letters, digits, spaces, dots, dashes and underscores only.",
    );
    expect(text(render("salesforce", [{ field: "gpa_overall", target: " " }]))).toContain("Name the CRM field.");
    expect(text(render("webhook", []))).toContain("Map at least one field.");
  });

  it("resets to the contracts' suggested mapping for the kind, as fresh rows", () => {
    const rows = suggestedMapping("salesforce");
    expect(rows).toEqual(defaultMapping("salesforce"));
    rows[0] = { field: "event", target: "changed" };
    expect(suggestedMapping("salesforce")[0]).toEqual(defaultMapping("salesforce")[0]);
    const page = text(render("salesforce", suggestedMapping("salesforce")));
    expect(page).toContain("Reset to the suggested mapping");
    expect(page).not.toContain("mapped twice");
  });

  it("shows the mapping guide's suggestion for the chosen CRM beside each row, with readable field names", () => {
    const page = text(render("hubspot", [{ field: "gpa_overall", target: "us_gpa_converted" }]));
    expect(page).toContain("Mapping guide's suggestion for HubSpot");
    expect(page).toContain('Number property "US GPA (converted)"');
    expect(page).toContain("Overall GPA");
    // Webhooks have no guide column: the receiver names its fields.
    expect(text(render("webhook", defaultMapping("webhook")))).not.toContain("Mapping guide's suggestion");
  });
});
