import { type PremiumRef, premiumRefs } from "../../lib/paths";

/** What premium adds, one entry per `ref` value of /premium (docs/requirements.md §2). */
export const premiumFeatures: readonly { ref: PremiumRef; title: string; text: string }[] = [
  { ref: "dashboard", title: "Dashboard", text: "Your office's conversions at a glance." },
  { ref: "history", title: "Calculation history", text: "Search, filter, reopen and export every saved conversion." },
  { ref: "team", title: "Team collaboration", text: "Shared scale choices and house rules, and who converted what." },
  { ref: "account", title: "Account management", text: "Your plan, invoices and payment details in one place." },
  { ref: "crm", title: "CRM sync", text: "Results into Slate, Salesforce or HubSpot without retyping." },
  { ref: "notify", title: "Notify students", text: "Send applicants their converted GPA and the reasoning." },
  { ref: "insights", title: "Data insights", text: "Patterns across your applicant pool by country and scale." },
  { ref: "gpa-report", title: "GPA report", text: "Office-branded reports for the applicant's file." },
];

/** The feature a `ref` query value names, or null for a missing or unknown one (ignored). */
export function featureOfRef(ref: string | null) {
  if (!ref || !premiumRefs.some((known) => known === ref)) return null;
  return premiumFeatures.find((f) => f.ref === ref) ?? null;
}
