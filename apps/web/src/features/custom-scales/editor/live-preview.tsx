import type { Outcome, Scale } from "@gradeatlas/engine";
import { convertSamples } from "@gradeatlas/engine";
import { useId } from "react";
import { fieldClass } from "../../../components/ui/field-styles";
import { outcomeNames } from "./bands-table";

/**
 * Sample grades converted by the engine in the browser as the scale is typed:
 * what the calculator will answer once it is saved.
 */
export function LivePreview({
  scale,
  samples,
  onSamplesChange,
  onReset,
  edited,
}: {
  scale: Scale | null;
  samples: string;
  onSamplesChange: (text: string) => void;
  onReset: () => void;
  edited: boolean;
}) {
  const inputId = useId();
  const grades = samples
    .split(",")
    .map((g) => g.trim())
    .filter(Boolean)
    .slice(0, 50);
  const results = scale ? convertSamples(scale, grades) : [];
  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-slate-900">
        Live preview
      </h2>
      <label htmlFor={inputId} className="mt-2 block text-sm font-semibold text-slate-900">
        Sample grades
      </label>
      <input
        id={inputId}
        className={fieldClass("sm")}
        value={samples}
        aria-describedby={`${inputId}-hint`}
        onChange={(e) => onSamplesChange(e.target.value)}
      />
      <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-700">
        Separated by commas.{" "}
        {edited && (
          <button type="button" className="font-semibold text-blue-800 underline" onClick={onReset}>
            Use the suggested grades
          </button>
        )}
      </p>
      <div aria-live="polite">
        {!scale ? (
          <p className="mt-3 text-sm text-slate-700">The preview appears once the scale has no problems.</p>
        ) : results.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">Type a grade to see it converted.</p>
        ) : (
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">Sample grades converted with this scale</caption>
            <thead className="text-left text-xs font-semibold tracking-wide text-slate-800 uppercase">
              <tr>
                <th scope="col" className="py-1 pr-2">
                  Grade
                </th>
                <th scope="col" className="py-1 pr-2">
                  US
                </th>
                <th scope="col" className="py-1 pr-2">
                  Points
                </th>
                <th scope="col" className="py-1">
                  Outcome
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same grade may be typed twice.
                <tr key={`${r.grade}-${i}`} className="border-t border-slate-200">
                  <th scope="row" className="py-1 pr-2 text-left font-medium text-slate-900">
                    {r.grade}
                  </th>
                  {r.error ? (
                    <td colSpan={3} className="py-1 text-red-800">
                      {r.error}
                    </td>
                  ) : (
                    <>
                      <td className="py-1 pr-2 font-semibold text-slate-900">{r.usLetter ?? "—"}</td>
                      <td className="py-1 pr-2 tabular-nums">{r.usPoints?.toFixed(2) ?? "—"}</td>
                      <td className="py-1 text-slate-700">
                        {r.countsInGpa ? "In GPA" : `${outcomeNames[r.outcome as Outcome]}, not in GPA`}
                      </td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
