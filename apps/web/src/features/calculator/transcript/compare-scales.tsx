import { type Country, convertsToUs, type GpaRounding, type RepeatPolicy, type Scale } from "@gradeatlas/engine";
import { useMemo } from "react";
import { computeTranscript } from "./compute-transcript";
import { gpaText } from "./transcript-results";
import type { RowCreditSystem, TranscriptRow } from "./transcript-row";

const none: readonly { scale: Scale; note: string }[] = [];

/**
 * The same transcript under each of the country's scales, side by side, so an
 * evaluator sees how much the choice of scale matters. Grades a scale does not
 * take are counted, not guessed. A member sees their institution's own scales
 * for the country beside the published ones.
 */
export function CompareScales({
  country,
  rows,
  repeatPolicy,
  creditSystem,
  currentScaleId,
  houseOptions,
  customScales = none,
}: {
  country: Country;
  rows: TranscriptRow[];
  repeatPolicy: RepeatPolicy;
  creditSystem: RowCreditSystem;
  currentScaleId: string;
  /** A member's house rounding and condonation, so the scale in use reads as the GPA above it. */
  houseOptions?: { gpaRounding: GpaRounding; countCondoned: boolean };
  /** The member's institution's scales for this country, each with what it is (none for anyone else). */
  customScales?: readonly { scale: Scale; note: string }[];
}) {
  const lines = useMemo(
    () =>
      [
        ...country.scales.filter(convertsToUs).map((scale) => ({ scale, note: null as string | null })),
        ...customScales,
      ].map(({ scale, note }) => {
        const { result, invalidRows } = computeTranscript(scale, rows, {
          repeatPolicy,
          creditSystem,
          ...houseOptions,
        });
        const gpa = result?.gpa.overall.gpa ?? null;
        return { scale, note, gpa, invalidRows, courses: result?.courses.length ?? 0 };
      }),
    [country, customScales, rows, repeatPolicy, creditSystem, houseOptions],
  );
  if (lines.length < 2) return null;
  return (
    <section aria-labelledby="compare-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="compare-heading" className="text-lg font-semibold text-slate-900">
        Compare scales
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The same courses under each of {country.name}'s {lines.length - customScales.length} published scales
        {customScales.length > 0 &&
          ` and your institution's ${customScales.length === 1 ? "own scale" : `${customScales.length} own scales`}`}
        .
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Scale
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                GPA
              </th>
              <th scope="col" className="py-2 font-semibold">
                Courses converted
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.scale.id} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-2 pr-3 font-normal text-slate-900">
                  {l.scale.name}
                  {l.scale.id === currentScaleId && (
                    <span className="ml-2 text-xs font-semibold text-blue-800">(in use)</span>
                  )}
                  {l.note && <span className="block text-xs text-slate-700">{l.note}</span>}
                </th>
                <td className="py-2 pr-3 font-semibold text-slate-900">{gpaText(l)}</td>
                <td className="py-2 text-slate-700">
                  {l.courses}
                  {l.invalidRows > 0 && ` (${l.invalidRows} not on this scale)`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
