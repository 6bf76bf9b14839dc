import type { Team } from "@gradeatlas/contracts/team";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { formatTimestamp } from "../../components/ui/timestamp";
import { paths, premiumPath } from "../../lib/paths";
import { SUPPORT_EMAIL } from "../../lib/support-contact";
import { RenameInstitutionForm } from "./rename-institution-form";

type Institution = NonNullable<Team["institution"]>;

const link = "font-medium text-blue-800 underline hover:text-blue-900";

/** The institution's name (renamed in place), its approved domains and whether it has premium. */
export function InstitutionSummary({ institution }: { institution: Institution }) {
  const [renaming, setRenaming] = useState(false);
  return (
    <section aria-labelledby="team-institution" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {renaming ? (
        <RenameInstitutionForm current={institution.name} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h2 id="team-institution" className="text-2xl font-semibold break-words text-slate-900">
            {institution.name}
          </h2>
          <button type="button" className={buttonClass("secondary", "px-3 py-1.5")} onClick={() => setRenaming(true)}>
            Rename<span className="sr-only"> the institution</span>
          </button>
        </div>
      )}
      <p className={`${renaming ? "mt-3" : "mt-1"} text-sm text-slate-700`}>
        Created {formatTimestamp(institution.createdAt, false)}
      </p>
      <dl className="mt-5 grid gap-5 md:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-slate-900">Approved e-mail domains</dt>
          <dd className="mt-1 text-slate-800">
            {institution.domains.length > 0 ? (
              <>
                <ul className="flex flex-wrap gap-2">
                  {institution.domains.map((d) => (
                    <li key={d} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium break-all">
                      @{d}
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-sm text-slate-700">
                  Colleagues with an address there join as evaluators once they confirm it.
                </p>
              </>
            ) : (
              <p className="text-sm text-slate-700">
                No domain is approved for your institution, so nobody joins by their address alone. Colleagues can still
                join by invitation below. To let everyone on your institution's domain join, write to{" "}
                <a href={`mailto:${SUPPORT_EMAIL}`} className={`${link} break-all`}>
                  {SUPPORT_EMAIL}
                </a>
                .
              </p>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-900">Premium</dt>
          <dd className="mt-1 text-sm text-slate-700">
            {institution.subscribed ? (
              <>
                <span className="font-medium text-green-900">Active:</span> one of its admins pays, so every member has
                premium. Plan and invoices:{" "}
                <Link to={paths.accountBilling} className={link}>
                  Billing and Subscription
                </Link>
              </>
            ) : (
              <>
                <span className="font-medium text-amber-900">Not active:</span> no admin of the institution pays, so
                members have premium only through a plan of their own.{" "}
                <Link to={premiumPath("team")} className={link}>
                  See premium plans
                </Link>
              </>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
