import {
  allowedGrades,
  convertGrade,
  countrySummaries,
  defaultScale,
  EngineError,
  findCountrySummary,
  type GradeConversion,
  type Scale,
} from "@gradeatlas/engine";
import { useEffect, useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { ConversionResult } from "./conversion-result";
import { rememberCountry, rememberedCountry } from "./remembered-country";
import { useCountry } from "./use-country";

const levelText: Record<Scale["level"], string> = {
  secondary: "secondary school",
  undergraduate: "higher education",
  graduate: "graduate",
  exam: "exam",
};

const byRegion = (() => {
  const groups = new Map<string, (typeof countrySummaries)[number][]>();
  for (const c of countrySummaries) groups.set(c.region, [...(groups.get(c.region) ?? []), c]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
})();

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700";

/** Converts one grade as it is typed, in the browser: no round trip. */
export function QuickConvert() {
  const [params, setParams] = useSearchParams();
  const fromUrl = findCountrySummary(params.get("country") ?? "");
  const [countryCode, setCountryCode] = useState(
    () => fromUrl?.code ?? rememberedCountry("IN", (code) => findCountrySummary(code) !== undefined),
  );
  const [scaleId, setScaleId] = useState<string | undefined>(() => params.get("scale") ?? undefined);
  const [grade, setGrade] = useState("");
  const country = useCountry(countryCode);
  // Whatever country is in use, chosen here or opened from a link, is the one to reopen.
  useEffect(() => rememberCountry(countryCode), [countryCode]);
  const ids = { country: useId(), scale: useId(), grade: useId(), hint: useId(), error: useId() };

  const scale = country.data
    ? (country.data.scales.find((s) => s.id === scaleId) ?? defaultScale(country.data))
    : undefined;

  const outcome = useMemo((): { result?: GradeConversion; error?: string } => {
    if (!scale || grade.trim() === "") return {};
    try {
      return { result: convertGrade(scale, grade) };
    } catch (e) {
      if (e instanceof EngineError) return { error: e.message };
      throw e;
    }
  }, [scale, grade]);

  const chooseCountry = (code: string) => {
    setCountryCode(code);
    setScaleId(undefined);
    setParams(
      (p) => {
        p.set("country", code);
        p.delete("scale");
        return p;
      },
      { replace: true },
    );
  };
  const chooseScale = (id: string) => {
    setScaleId(id);
    setParams(
      (p) => {
        p.set("country", countryCode);
        p.set("scale", id);
        return p;
      },
      { replace: true },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" onSubmit={(e) => e.preventDefault()}>
        <h2 className="text-lg font-semibold text-slate-900">Convert a grade</h2>
        <div className="mt-4 space-y-4">
          <div>
            <label htmlFor={ids.country} className="block text-sm font-semibold text-slate-900">
              Country
            </label>
            <select
              id={ids.country}
              className={fieldClass}
              value={countryCode}
              onChange={(e) => chooseCountry(e.target.value)}
            >
              {byRegion.map(([region, countries]) => (
                <optgroup key={region} label={region}>
                  {countries.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.scale} className="block text-sm font-semibold text-slate-900">
              Grading scale
            </label>
            <select
              id={ids.scale}
              className={fieldClass}
              value={scale?.id ?? ""}
              disabled={!country.data}
              onChange={(e) => chooseScale(e.target.value)}
            >
              {country.data?.scales.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({levelText[s.level]})
                </option>
              ))}
            </select>
            {scale && (
              <p className="mt-1 text-sm text-slate-700">
                {scale.direction === "lower-better" ? "Lower is better. " : ""}Best {scale.bestGrade}, pass{" "}
                {scale.passMark}. Source: {scale.sources[0]?.publisher}
                {scale.sources.length > 1 ? ` and ${scale.sources.length - 1} more` : ""}.
              </p>
            )}
            {country.isError && (
              <p role="alert" className="mt-1 text-sm font-medium text-red-800">
                The grading data for this country could not be loaded. Check your connection and choose it again.
              </p>
            )}
          </div>
          <div>
            <label htmlFor={ids.grade} className="block text-sm font-semibold text-slate-900">
              Local grade
            </label>
            <input
              id={ids.grade}
              className={fieldClass}
              value={grade}
              onChange={(e) => setGrade(e.target.value)}
              autoComplete="off"
              inputMode={scale?.grades.type === "numeric" ? "decimal" : "text"}
              aria-invalid={outcome.error ? true : undefined}
              aria-describedby={outcome.error ? `${ids.hint} ${ids.error}` : ids.hint}
              disabled={!scale}
            />
            <p id={ids.hint} className="mt-1 text-sm text-slate-700">
              {scale ? `Takes ${allowedGrades(scale)}.` : "Loading the scale…"}
            </p>
            <p id={ids.error} role="alert" className="mt-1 text-sm font-medium text-red-800">
              {outcome.error ?? ""}
            </p>
          </div>
        </div>
        {scale && scale.notes.length > 0 && (
          <details className="mt-4 text-sm text-slate-700">
            <summary className="cursor-pointer font-semibold text-slate-900">Notes on this scale</summary>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {scale.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </details>
        )}
      </form>
      <div aria-live="polite">
        {outcome.result ? (
          <ConversionResult result={outcome.result} />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            Enter a grade to see its US letter, points, the method used and the sources behind it.
          </p>
        )}
      </div>
    </div>
  );
}
