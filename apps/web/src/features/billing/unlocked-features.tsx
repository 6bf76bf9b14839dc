import { Link } from "react-router";
import { hasPage, paths } from "../../lib/paths";

// What premium opens (docs/requirements.md §1), each with its link.
const features = [
  {
    to: paths.dashboard,
    name: "Dashboard",
    what: "Your saved conversions at a glance: how many, from where, on which scales.",
  },
  {
    to: paths.history,
    name: "Calculation history",
    what: "Search, filter, export and reopen every saved calculation.",
  },
  { to: paths.readingList, name: "Reading list", what: "Keep the guides and references you come back to." },
];
const adminFeatures = [{ to: paths.myTeam, name: "My Team", what: "Your institution's team and its members." }];

export function UnlockedFeatures({ isAdmin }: { isAdmin: boolean }) {
  const shown = [...features, ...(isAdmin ? adminFeatures : [])].filter((f) => hasPage(f.to));
  return (
    <section aria-labelledby="unlocked-heading" className="mt-8">
      <h2 id="unlocked-heading" className="text-xl font-semibold text-slate-900">
        Now open to you
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {shown.map((f) => (
          <li key={f.to} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <Link to={f.to} className="text-lg font-semibold text-blue-800 underline hover:text-blue-900">
              {f.name}
            </Link>
            <p className="mt-1 text-slate-700">{f.what}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-slate-700">
        Your plan, invoices and payment method are on{" "}
        <Link to={paths.accountBilling} className="font-medium text-blue-800 underline hover:text-blue-900">
          Billing and Subscription
        </Link>
        .
      </p>
    </section>
  );
}
