import { levelNames } from "@gradeatlas/engine";
import { type ReactNode, useId } from "react";
import { fieldClass } from "../../components/ui/field-styles";
import { ReportScaleProblem } from "../scale-reports";
import { CountryCombobox } from "./country-combobox";
import { leadSource } from "./lead-source";
import { scaleChoiceLabel } from "./scale-choice-label";
import type { Selection } from "./use-selection";

/** Country and scale, with what the scale is and where its facts come from; `note` is the house rule's, for members. */
export function ScalePicker({ selection, note }: { selection: Selection; note?: ReactNode }) {
  const scaleFieldId = useId();
  const { country, scale, countryCode, select, custom } = selection;
  // A member's institution scales for this country, as a group of their own below the published ones.
  const kit = selection.customKit;
  const ours = kit && country.data ? kit.choicesForCountry(selection.customScales, country.data.code, custom) : [];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <CountryCombobox value={countryCode} onChange={(code) => select(code)} />
      <div>
        <label htmlFor={scaleFieldId} className="block text-sm font-semibold text-slate-900">
          Grading scale
        </label>
        {/*
          A select draws its value on one line and cuts it off; scale names run
          to 90 characters, and at 390 px only the first 35 showed. So the
          chosen name is drawn as text that wraps, and the real select lies
          over it, transparent: a tap or a key opens the device's own list,
          screen readers meet a plain select, and no script is added to the
          calculator's first view.
        */}
        <div
          className={fieldClass("base", {
            extra:
              "relative min-h-[2.625rem] pr-9 has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-blue-700",
          })}
        >
          <span aria-hidden="true" className="block break-words">
            {custom && kit
              ? kit.customOptionLabel(custom, selection.customScales)
              : scale
                ? scaleChoiceLabel(scale)
                : "\u00a0"}
          </span>
          <span aria-hidden="true" className="pointer-events-none absolute top-2 right-3 text-slate-700">
            ▾
          </span>
          <select
            id={scaleFieldId}
            className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
            value={selection.scaleRef ?? ""}
            disabled={!country.data}
            onChange={(e) => select(countryCode, e.target.value)}
          >
            {!scale && <option value="">{"\u00a0"}</option>}
            {country.data?.scales.map((s) => (
              <option key={s.id} value={s.id}>
                {scaleChoiceLabel(s)}
              </option>
            ))}
            {ours.length > 0 && (
              <optgroup label="Your institution's scales">
                {ours.map((c) => (
                  <option key={c.ref} value={c.ref}>
                    {kit?.customOptionLabel(c, selection.customScales)}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </div>
        {!custom && note}
        {selection.customFailed && kit && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-800">
            {kit.unreadableScale}
          </p>
        )}
        {country.isError && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-800">
            The grading data for this country could not be loaded. Check your connection and choose it again.
          </p>
        )}
      </div>
      {/* Space kept while the country's data loads, so nothing below jumps. */}
      <div className="min-h-16 text-sm text-slate-700 md:col-span-2">
        {scale && (
          <>
            <p>
              <span className="font-semibold text-slate-900">{levelNames[scale.level]}</span>
              {custom && kit && (
                <span className="font-semibold text-slate-900" data-testid="custom-scale-note">
                  {` · ${kit.customScaleNote(custom)}`}
                </span>
              )}
              {!custom && scale.scope.type === "institution" ? ` · ${scale.scope.institution}` : ""}
              {scale.scope.type === "regional" ? ` · ${scale.scope.region}` : ""}
              {" · "}
              {scale.direction === "lower-better" ? "lower is better, " : ""}best {scale.bestGrade}, pass{" "}
              {scale.passMark}
              {" · "}source: {leadSource(scale)?.publisher}
              {scale.sources.length > 1 ? ` and ${scale.sources.length - 1} more` : ""}
            </p>
            <p className="mt-1">
              {custom ? "Written" : "Last reviewed"} {scale.lastReviewed}.{" "}
              {country.data && !custom && (
                <ReportScaleProblem
                  scale={{
                    country: country.data.code,
                    countryName: country.data.name,
                    scaleId: scale.id,
                    scaleName: scale.name,
                  }}
                />
              )}
            </p>
            {scale.notes.length > 0 && (
              <details className="mt-2">
                <summary className="cursor-pointer font-semibold text-slate-900">Notes on this scale</summary>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {scale.notes.map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </div>
    </div>
  );
}
