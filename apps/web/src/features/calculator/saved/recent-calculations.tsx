import type { Calculation } from "@gradeatlas/contracts/calculations";
import { useState } from "react";
import { buttonClass } from "../../../components/ui/button-styles";
import { toast } from "../../../lib/toast";
import { fetchCalculation, useRecentCalculations } from "./use-saved-calculations";

/** The signed-in user's five most recent saved calculations, each reopened with one click. */
export function RecentCalculations({ onOpen }: { onOpen: (calculation: Calculation) => void }) {
  const recent = useRecentCalculations(true);
  const [opening, setOpening] = useState<string | null>(null);
  const list = recent.data?.calculations ?? [];
  return (
    <section
      aria-labelledby="recent-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm print:hidden"
    >
      <h2 id="recent-heading" className="text-lg font-semibold text-slate-900">
        Recent calculations
      </h2>
      {recent.isPending && <p className="mt-2 text-sm text-slate-700">Loading…</p>}
      {recent.isError && <p className="mt-2 text-sm text-red-800">Your saved calculations could not be loaded.</p>}
      {recent.isSuccess && list.length === 0 && (
        <p className="mt-2 text-sm text-slate-700">Nothing saved yet: "Save calculation" keeps a transcript here.</p>
      )}
      <ul className="mt-3 divide-y divide-slate-200">
        {list.map((c) => (
          <li key={c.id} className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0 text-sm">
              <p className="truncate font-medium text-slate-900">{c.title || c.applicantName || c.scale.name}</p>
              <p className="text-slate-700">
                {c.country} · {c.courseCount} courses · GPA {c.gpa === null ? "—" : c.gpa.toFixed(2)} ·{" "}
                {new Date(c.createdAt).toLocaleDateString()}
                {c.datasetVersion && ` · data ${c.datasetVersion}`}
              </p>
            </div>
            <button
              type="button"
              className={buttonClass("secondary", "shrink-0")}
              disabled={opening === c.id}
              aria-label={`Open ${c.title || c.applicantName || "calculation"} from ${new Date(c.createdAt).toLocaleDateString()}`}
              onClick={async () => {
                setOpening(c.id);
                try {
                  onOpen(await fetchCalculation(c.id));
                } catch {
                  toast.error("That calculation could not be opened.");
                } finally {
                  setOpening(null);
                }
              }}
            >
              Open
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
