import type { ReactNode } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-fields";
import { failureMessage } from "../../components/ui/query-view";
import type { AccountQuery } from "./use-account";

/** One titled section of the account page. */
export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The account could not be loaded: the reason and a way to try again. */
export function SummaryError({ summary }: { summary: AccountQuery }) {
  return (
    <div className="mt-4 space-y-3">
      <FormAlert>{failureMessage(summary.error, "Your account details could not be loaded.")}</FormAlert>
      <button type="button" className={buttonClass("secondary")} onClick={() => summary.refetch()}>
        Try again
      </button>
    </div>
  );
}
