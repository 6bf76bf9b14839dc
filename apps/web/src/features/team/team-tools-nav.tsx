import { Link } from "react-router";
import { paths } from "../../lib/paths";

const tools = [
  { to: paths.myTeamAudit, label: "Audit trail", hint: "who created, changed, reported and deleted what" },
  { to: paths.houseRules, label: "House rules", hint: "default scales, repeats and rounding for every evaluator" },
  { to: paths.customScales, label: "Institution scales", hint: "your own scales, e.g. a partner university's table" },
  { to: paths.reportBranding, label: "Report branding", hint: "logo, office address and signatures on GPA reports" },
  { to: paths.noticeTemplate, label: "Student e-mails", hint: "the message evaluators send applicants their GPA in" },
  { to: paths.crmSync, label: "CRM sync", hint: "results into Slate, Salesforce, HubSpot or a webhook" },
  { to: `${paths.history}?scope=team`, label: "Institution history", hint: "every member's saved calculations" },
] as const;

/** The institution's other admin pages, reached from My Team. */
export function TeamToolsNav() {
  return (
    <nav aria-label="Institution tools" className="mt-6">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((tool) => (
          <li key={tool.to}>
            <Link
              to={tool.to}
              className="block h-full rounded-lg border border-slate-200 bg-white px-4 py-3 hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span className="font-semibold text-indigo-800">{tool.label}</span>
              <span className="mt-1 block text-sm text-slate-700">{tool.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
