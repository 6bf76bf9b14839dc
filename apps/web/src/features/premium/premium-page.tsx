import { Link, useSearchParams } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { useAccess } from "../../lib/access/access-context";
import { paths } from "../../lib/paths";
import { SUPPORT_EMAIL } from "../../lib/support-contact";
import { useAuthModal } from "../auth";

const features: { ref: string; title: string; text: string }[] = [
  { ref: "dashboard", title: "Dashboard", text: "Your office's conversions at a glance." },
  { ref: "history", title: "Calculation history", text: "Search, filter, reopen and export every saved conversion." },
  { ref: "team", title: "Team collaboration", text: "Shared scale choices and house rules, and who converted what." },
  { ref: "crm", title: "CRM sync", text: "Results into Slate, Salesforce or HubSpot without retyping." },
  { ref: "notify", title: "Notify students", text: "Send applicants their converted GPA and the reasoning." },
  { ref: "insights", title: "Data insights", text: "Patterns across your applicant pool by country and scale." },
  { ref: "gpa-report", title: "GPA report", text: "Office-branded reports for the applicant's file." },
];

/** /premium: what premium adds and how to get it today. Core conversion stays free. */
export function PremiumPage() {
  const [params] = useSearchParams();
  const ref = params.get("ref");
  const access = useAccess();
  const authModal = useAuthModal();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Premium · GradeAtlas</title>
      <meta
        name="description"
        content="GradeAtlas Premium for admissions teams: saved history, team features and CRM sync."
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">GradeAtlas Premium</h1>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">
        For admissions teams who convert transcripts every day. The calculator, the academic report and the training aid
        are free and will stay free.
      </p>
      {access.hasPremiumAccess && (
        <p
          role="status"
          className="mt-6 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          Your account already has premium access.
        </p>
      )}
      <section id="analytics-demo-section" aria-labelledby="premium-features" className="mt-10">
        <h2 id="premium-features" className="text-xl font-semibold text-slate-900">
          What premium adds
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => (
            <li
              key={f.ref}
              className={`rounded-lg border p-4 ${f.ref === ref ? "border-blue-700 bg-blue-50" : "border-slate-200 bg-white"}`}
            >
              <h3 className="font-semibold text-slate-900">{f.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{f.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">
          These features are being built now; subscribers get each one as it ships.
        </p>
      </section>
      <section
        id="pricing-section"
        aria-labelledby="premium-pricing"
        className="mt-12 rounded-xl border border-slate-200 bg-slate-50 p-6"
      >
        <h2 id="premium-pricing" className="text-xl font-semibold text-slate-900">
          How to get premium
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800">
          <li>
            <strong>Your institution subscribes:</strong> when your office's admin has a plan, everyone who signs up
            with a verified address at the same e-mail domain gets premium access.
          </li>
          <li>
            <strong>Your own plan:</strong> online checkout is not available yet. Write to{" "}
            <a
              className="font-medium text-blue-800 underline"
              href={`mailto:${SUPPORT_EMAIL}?subject=GradeAtlas%20Premium`}
            >
              {SUPPORT_EMAIL}
            </a>{" "}
            and we set up your plan by hand.
          </li>
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          {!access.user && (
            <button type="button" className={buttonClass("primary")} onClick={() => authModal.open("sign-up")}>
              Create a free account
            </button>
          )}
          <Link to={paths.calculator} className={buttonClass("secondary")}>
            Back to the calculator
          </Link>
        </div>
      </section>
    </div>
  );
}
