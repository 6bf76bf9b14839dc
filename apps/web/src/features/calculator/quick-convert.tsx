import {
  allowedGrades,
  convertGrade,
  EngineError,
  type GradeConversion,
  otherScalesAccepting,
  otherScalesPassing,
  type Scale,
} from "@gradeatlas/engine";
import { useId, useMemo, useState } from "react";
import { fieldClass } from "../../components/ui/field-styles";
import { ConversionResult } from "./conversion-result";
import { UseScaleButtons } from "./use-scale-buttons";
import type { Selection } from "./use-selection";

/** Two of the words transcripts write that the scale also reads ("Très bien"), so the box does not look numbers-only. */
function wordsHint(scale: Scale): string {
  const words = Object.keys(scale.grades.writtenAs ?? {}).slice(0, 2);
  return words.length ? `, or as transcripts write it, such as ${words.map((w) => `“${w}”`).join(" or ")}` : "";
}

/** Quick mode: one grade, converted as it is typed, in the browser. */
export function QuickConvert({ selection }: { selection: Selection }) {
  const { scale } = selection;
  const country = selection.country.data;
  const [grade, setGrade] = useState("");
  const ids = { grade: useId(), hint: useId(), error: useId() };
  const outcome = useMemo((): { result?: GradeConversion; error?: string } => {
    if (!scale || grade.trim() === "") return {};
    try {
      return { result: convertGrade(scale, grade) };
    } catch (e) {
      if (e instanceof EngineError) return { error: e.message };
      throw e;
    }
  }, [scale, grade]);
  // A refused grade may be a real one on another of the country's scales (a CGPA, a class): offer it.
  // A failing one may be a pass there (a CGPA of 3.45 typed on a percentage default): ask.
  const fits = useMemo(() => {
    if (!scale || !country) return [];
    if (outcome.error) return otherScalesAccepting(country.scales, scale, grade);
    if (outcome.result && !outcome.result.pass) return otherScalesPassing(country.scales, scale, grade);
    return [];
  }, [outcome, scale, country, grade]);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" onSubmit={(e) => e.preventDefault()}>
        <h2 className="text-lg font-semibold text-slate-900">Convert a grade</h2>
        <div className="mt-4">
          <label htmlFor={ids.grade} className="block text-sm font-semibold text-slate-900">
            Local grade
          </label>
          <input
            id={ids.grade}
            className={fieldClass()}
            value={grade}
            onChange={(e) => setGrade(e.target.value)}
            autoComplete="off"
            inputMode={scale?.grades.type === "numeric" ? "decimal" : "text"}
            aria-invalid={outcome.error ? true : undefined}
            aria-describedby={outcome.error ? `${ids.hint} ${ids.error}` : ids.hint}
            disabled={!scale}
          />
          <p id={ids.hint} className="mt-1 text-sm text-slate-700">
            {scale ? `Takes ${allowedGrades(scale)}${wordsHint(scale)}.` : "Loading the scale…"}
          </p>
          <p id={ids.error} role="alert" className="mt-1 text-sm font-medium text-red-800">
            {outcome.error ?? ""}
          </p>
          {fits.length > 0 && (
            <div className="mt-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-slate-900">
              <p>
                {outcome.error
                  ? `“${grade.trim()}” is a grade on another scale of this country:`
                  : `“${grade.trim()}” fails on this scale but passes on another scale of this country. Is it one of these (a cumulative average, say)?`}
              </p>
              <UseScaleButtons scales={fits} selection={selection} />
            </div>
          )}
        </div>
      </form>
      <div aria-live="polite">
        {outcome.result ? (
          <ConversionResult
            result={outcome.result}
            lastReviewed={scale?.lastReviewed}
            report={
              scale && country
                ? {
                    country: country.code,
                    countryName: country.name,
                    scaleId: scale.id,
                    scaleName: scale.name,
                    grade: grade.trim(),
                    shown: outcome.result.usLetter ?? undefined,
                  }
                : undefined
            }
          />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            Enter a grade to see its US letter, points, the method used and the sources behind it.
          </p>
        )}
      </div>
    </div>
  );
}
