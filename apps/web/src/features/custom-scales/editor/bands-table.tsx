import { type Outcome, type UsLetter, usLetters } from "@gradeatlas/engine";
import { Fragment } from "react";
import { buttonClass } from "../../../components/ui/button-styles";
import { outcomes } from "./band-csv";
import { IssueText } from "./field";
import { type BandRow, emptyBand, type GradeType } from "./scale-draft";
import type { IssuesFor } from "./scale-fields";

export const outcomeNames: Record<Outcome, string> = {
  graded: "Graded",
  pass: "Pass",
  "credit-only": "Credit only",
  condoned: "Condoned",
  "no-credit": "No credit",
};

const cell = "px-1 py-1.5 align-middle sm:px-1.5";

/** The band table, best band first: where each local grade lands on the US scale. */
export function BandsTable({
  gradeType,
  bands,
  onChange,
  issuesFor,
}: {
  gradeType: GradeType;
  bands: BandRow[];
  onChange: (bands: BandRow[], field: string) => void;
  issuesFor: IssuesFor;
}) {
  const numeric = gradeType === "numeric";
  const set = (i: number, patch: Partial<BandRow>) =>
    onChange(
      bands.map((b, j) => (j === i ? { ...b, ...patch } : b)),
      `bands.${i}`,
    );
  // Not fieldClass(): its w-full would fight these widths, and its padding leaves no room for a letter on a phone.
  const input = (invalid: boolean, width: string) =>
    "rounded-md border bg-white px-2 py-1.5 text-sm text-slate-900 shadow-sm focus-visible:outline-2 " +
    `focus-visible:outline-offset-1 focus-visible:outline-blue-700 ${invalid ? "border-red-700" : "border-slate-400"} ${width}`;
  return (
    <div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section tabIndex={0} aria-label="Bands" className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-800 uppercase">
            <tr>
              {numeric ? (
                <>
                  <th scope="col" className={cell}>
                    From
                  </th>
                  <th scope="col" className={cell}>
                    To
                  </th>
                </>
              ) : (
                <th scope="col" className={cell}>
                  Label
                </th>
              )}
              <th scope="col" className={cell}>
                US letter
              </th>
              <th scope="col" className={cell}>
                Outcome
              </th>
              <th scope="col" className={cell}>
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bands.map((b, i) => {
              const issues = issuesFor(`bands.${i}`);
              const issueId = `band-issues-${b.key}`;
              const wiring = {
                "aria-invalid": issues?.length ? (true as const) : undefined,
                "aria-describedby": issues?.length ? issueId : undefined,
              };
              const n = i + 1;
              return (
                <Fragment key={b.key}>
                  <tr className="border-t border-slate-200">
                    {numeric ? (
                      <>
                        <td className={cell}>
                          <input
                            {...wiring}
                            aria-label={`Band ${n} from`}
                            inputMode="decimal"
                            className={input(Boolean(issues), "w-16 sm:w-20")}
                            value={b.from}
                            onChange={(e) => set(i, { from: e.target.value })}
                          />
                        </td>
                        <td className={cell}>
                          <input
                            {...wiring}
                            aria-label={`Band ${n} to`}
                            inputMode="decimal"
                            className={input(Boolean(issues), "w-16 sm:w-20")}
                            value={b.to}
                            onChange={(e) => set(i, { to: e.target.value })}
                          />
                        </td>
                      </>
                    ) : (
                      <td className={cell}>
                        <input
                          {...wiring}
                          aria-label={`Band ${n} label`}
                          className={input(Boolean(issues), "w-28 sm:w-40")}
                          value={b.label}
                          onChange={(e) => set(i, { label: e.target.value })}
                        />
                      </td>
                    )}
                    <td className={cell}>
                      <select
                        {...wiring}
                        aria-label={`Band ${n} US letter`}
                        className={input(Boolean(issues), "w-16 sm:w-20")}
                        value={b.us}
                        onChange={(e) => set(i, { us: e.target.value as UsLetter | "" })}
                      >
                        <option value="">—</option>
                        {usLetters.map((l) => (
                          <option key={l} value={l}>
                            {l}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className={cell}>
                      <select
                        aria-label={`Band ${n} outcome`}
                        className={input(false, "w-28 sm:w-36")}
                        value={b.outcome}
                        onChange={(e) => set(i, { outcome: e.target.value as Outcome })}
                      >
                        {outcomes.map((o) => (
                          <option key={o} value={o}>
                            {outcomeNames[o]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className={cell}>
                      <button
                        type="button"
                        className={buttonClass("ghost", "px-1.5 py-1")}
                        aria-label={`Remove band ${n}`}
                        onClick={() =>
                          onChange(
                            bands.filter((_, j) => j !== i),
                            "bands",
                          )
                        }
                      >
                        <span aria-hidden="true">✕</span>
                      </button>
                    </td>
                  </tr>
                  {issues?.length ? (
                    <tr>
                      <td colSpan={numeric ? 5 : 4} className="px-1.5 pb-2">
                        <IssueText id={issueId} issues={issues} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </section>
      <IssueText id="bands-issues" issues={issuesFor("bands")} />
      <p className="mt-2 text-sm text-slate-700">
        Outcomes: graded and condoned count in the GPA; pass and credit only earn credit outside it; no credit earns
        none.
      </p>
      <button
        type="button"
        className={buttonClass("secondary", "mt-3 px-3 py-1.5")}
        onClick={() => onChange([...bands, emptyBand()], "bands")}
      >
        Add a band
      </button>
    </div>
  );
}
