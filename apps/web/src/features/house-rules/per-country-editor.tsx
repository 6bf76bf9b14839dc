import { countrySummaries } from "@gradeatlas/engine";
import { useId, useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { fieldClass } from "../../components/ui/field-styles";
import { countryName, type Option } from "./rule-options";

const countries = countrySummaries.filter((c) => c.code !== "INT");

/**
 * A house rule per country (a default scale, a credit system): the chosen
 * countries listed with their value and a Remove button, and a row to add
 * another. The server's error for a country shows beside it.
 */
export function PerCountryEditor({
  title,
  description,
  valueLabel,
  none,
  entries,
  optionsFor,
  onChange,
  errors,
  errorPrefix,
  readOnly,
}: {
  title: string;
  description: string;
  valueLabel: string;
  /** What an empty list means. */
  none: string;
  entries: Record<string, string>;
  optionsFor: (code: string) => Option[];
  onChange: (next: Record<string, string>) => void;
  errors: Map<string, string>;
  /** "rules.defaultScales": where the server's issues for this list start. */
  errorPrefix: string;
  readOnly: boolean;
}) {
  const headingId = useId();
  const addCountryId = useId();
  const addValueId = useId();
  const [newCountry, setNewCountry] = useState("");
  const [newValue, setNewValue] = useState("");
  const chosen = Object.keys(entries).sort((a, b) => countryName(a).localeCompare(countryName(b)));
  const newOptions = newCountry ? optionsFor(newCountry) : [];
  const set = (code: string, value: string) => onChange({ ...entries, [code]: value });
  const remove = (code: string) => {
    const { [code]: _, ...rest } = entries;
    onChange(rest);
  };
  const add = () => {
    const value = newValue || newOptions[0]?.value;
    if (!newCountry || !value) return;
    set(newCountry, value);
    setNewCountry("");
    setNewValue("");
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{description}</p>
      {chosen.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{none}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
          {chosen.map((code) => {
            const error = errors.get(`${errorPrefix}.${code}`);
            const fieldId = `${headingId}-${code}`;
            const options = optionsFor(code);
            const value = entries[code] ?? "";
            return (
              <li key={code} className="grid gap-2 py-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-center">
                <span className="font-medium text-slate-900">{countryName(code)}</span>
                {readOnly ? (
                  <span className="text-slate-800">{options.find((o) => o.value === value)?.label ?? value}</span>
                ) : (
                  <div>
                    <label htmlFor={fieldId} className="sr-only">
                      {valueLabel} for {countryName(code)}
                    </label>
                    <select
                      id={fieldId}
                      value={value}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${fieldId}-error` : undefined}
                      onChange={(e) => set(code, e.target.value)}
                      className={fieldClass("sm", { invalid: Boolean(error), extra: "mt-0" })}
                    >
                      {!options.some((o) => o.value === value) && <option value={value}>{value}</option>}
                      {options.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
                {!readOnly && (
                  <button
                    type="button"
                    className={buttonClass("ghost", "justify-self-start")}
                    onClick={() => remove(code)}
                  >
                    Remove<span className="sr-only"> {countryName(code)}</span>
                  </button>
                )}
                {error && (
                  <p id={`${fieldId}-error`} className="text-sm font-medium text-red-800 sm:col-span-3">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!readOnly && (
        <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end">
          <div>
            <label htmlFor={addCountryId} className="block text-sm font-medium text-slate-900">
              Country
            </label>
            <select
              id={addCountryId}
              value={newCountry}
              onChange={(e) => {
                setNewCountry(e.target.value);
                setNewValue("");
              }}
              className={fieldClass("sm")}
            >
              <option value="">Choose a country…</option>
              {countries
                .filter((c) => !(c.code in entries))
                .map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
            </select>
          </div>
          <div>
            <label htmlFor={addValueId} className="block text-sm font-medium text-slate-900">
              {valueLabel}
            </label>
            <select
              id={addValueId}
              value={newValue || newOptions[0]?.value || ""}
              disabled={!newCountry}
              onChange={(e) => setNewValue(e.target.value)}
              className={fieldClass("sm", { extra: "disabled:opacity-60" })}
            >
              {newOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className={buttonClass("secondary")} disabled={!newCountry} onClick={add}>
            Add
          </button>
        </div>
      )}
    </section>
  );
}
