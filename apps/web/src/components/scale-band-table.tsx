import { convertsToUs, markRange, type Scale, usLetterEvidence, usLetters } from "@gradeatlas/engine";
import type { ReactNode } from "react";

type BandsMethod = Extract<Scale["method"], { type: "bands" }>;

/**
 * A scale's bands as a table: the local grade, what it means locally, its US
 * letter and whether it counts in the GPA. A scale recorded with local grades
 * only has no US letter column: an empty column of dashes would read as
 * "not graded" rather than "no published equivalence".
 */
export function ScaleBandTable({ scale, method }: { scale: Scale; method: BandsMethod }) {
  const converts = convertsToUs(scale);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="mt-4 overflow-x-auto" aria-label={`${scale.name}: bands`} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {converts ? `Bands of ${scale.name} and their US equivalents` : `Local bands of ${scale.name}`}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Local grade
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Local meaning
            </th>
            {converts && (
              <>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  US letter
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Counts
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {method.bands.map((b) => {
            const grade = "label" in b ? b.label : b.from === b.to ? String(b.from) : `${b.from}–${b.to}`;
            return (
              <tr key={grade} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                  {grade}
                </th>
                <td className="py-2 pr-3 text-slate-700">{b.localLabel ?? ""}</td>
                {converts && (
                  <>
                    <td className="py-2 pr-3 font-semibold text-slate-900">
                      {b.us && usLetters.includes(b.us) ? b.us : "—"}
                    </td>
                    <td className="py-2 text-slate-700">
                      {b.outcome === "graded"
                        ? "in GPA"
                        : b.outcome === "condoned"
                          ? "condoned pass, in GPA"
                          : b.outcome}
                    </td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <WrittenAs scale={scale} />
    </section>
  );
}

/** The other ways transcripts write a grade, which the calculator reads as that grade, grouped by grade. */
function WrittenAs({ scale }: { scale: Scale }) {
  const written = Object.entries(scale.grades.writtenAs ?? {});
  if (written.length === 0) return null;
  const byLabel = new Map<string, string[]>();
  for (const [form, label] of written) byLabel.set(label, [...(byLabel.get(label) ?? []), form]);
  return (
    <div className="mt-2 text-sm text-slate-700">
      <p>
        Also read as written on transcripts
        {scale.grades.type === "numeric" &&
          written.some(([, grade]) => markRange(grade)) &&
          " (a word that covers a range of marks is read at the weakest of them)"}
        :
      </p>
      <ul className="mt-1 list-disc pl-5">
        {[...byLabel].map(([label, forms]) => (
          <li key={label}>
            {label}: {forms.map((form) => `“${form}”`).join(", ")}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Why a scale shows no US letters, in the calculator and on the country page
 * alike; and, when only calculator sites describe even its local grades, that
 * too, so the bands are not taken for an official table.
 */
export function NoUsEquivalenceNotice({ scale, children }: { scale: Scale; children?: ReactNode }) {
  // The same rule as the caution beside a result (usLetterEvidence), applied to the local grades here.
  const onlyCalculators = usLetterEvidence(scale.sources).kind === "calculators-only";
  return (
    <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">No published US equivalence yet</p>
      <p className="mt-1">
        No credential evaluator, university or calculator site that we found puts every grade of {scale.name} on US
        letters, so GradeAtlas records its local grades and sources but converts none of them. Its bands below say what
        each grade means locally.
        {onlyCalculators &&
          " Only calculator or aggregator sites describe these local grades, as far as we found: no ministry or university."}
      </p>
      {children}
    </div>
  );
}
