import { useEffect, useId, useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { fieldClass } from "../../components/ui/field-styles";
import { type Option, useCountries } from "./rule-options";

type UseOptions = (code: string) => Option[];

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
  useOptions,
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
  /** A hook: the choices for one country (a country's scales load on demand). */
  useOptions: UseOptions;
  onChange: (next: Record<string, string>) => void;
  errors: Map<string, string>;
  /** "rules.defaultScales": where the server's issues for this list start. */
  errorPrefix: string;
  readOnly: boolean;
}) {
  const headingId = useId();
  const countries = useCountries();
  const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  const chosen = Object.keys(entries).sort((a, b) => countryName(a).localeCompare(countryName(b)));
  const set = (code: string, value: string) => onChange({ ...entries, [code]: value });
  const remove = (code: string) => {
    const { [code]: _, ...rest } = entries;
    onChange(rest);
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
          {chosen.map((code) => (
            <EntryRow
              key={code}
              code={code}
              name={countryName(code)}
              value={entries[code] ?? ""}
              valueLabel={valueLabel}
              useOptions={useOptions}
              error={errors.get(`${errorPrefix}.${code}`)}
              readOnly={readOnly}
              onSet={(value) => set(code, value)}
              onRemove={() => remove(code)}
            />
          ))}
        </ul>
      )}
      {!readOnly && (
        <AddRow
          countries={countries}
          taken={entries}
          valueLabel={valueLabel}
          useOptions={useOptions}
          onAdd={(code, v) => set(code, v)}
        />
      )}
    </section>
  );
}

function EntryRow({
  code,
  name,
  value,
  valueLabel,
  useOptions,
  error,
  readOnly,
  onSet,
  onRemove,
}: {
  code: string;
  name: string;
  value: string;
  valueLabel: string;
  useOptions: UseOptions;
  error: string | undefined;
  readOnly: boolean;
  onSet: (value: string) => void;
  onRemove: () => void;
}) {
  const fieldId = useId();
  const options = useOptions(code);
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-center">
      <span className="font-medium text-slate-900">{name}</span>
      {readOnly ? (
        <span className="text-slate-800">{options.find((o) => o.value === value)?.label ?? value}</span>
      ) : (
        <div>
          <label htmlFor={fieldId} className="sr-only">
            {valueLabel} for {name}
          </label>
          <select
            id={fieldId}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(e) => onSet(e.target.value)}
            className={fieldClass("sm", { invalid: Boolean(error), extra: "mt-0" })}
          >
            {/* A value the list does not have (yet, or any more) stays visible rather than silently changing. */}
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
        <button type="button" className={buttonClass("ghost", "justify-self-start")} onClick={onRemove}>
          Remove<span className="sr-only"> {name}</span>
        </button>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="text-sm font-medium text-red-800 sm:col-span-3">
          {error}
        </p>
      )}
    </li>
  );
}

function AddRow({
  countries,
  taken,
  valueLabel,
  useOptions,
  onAdd,
}: {
  countries: { code: string; name: string }[];
  taken: Record<string, string>;
  valueLabel: string;
  useOptions: UseOptions;
  onAdd: (code: string, value: string) => void;
}) {
  const countryId = useId();
  const valueId = useId();
  const [country, setCountry] = useState("");
  const [picked, setPicked] = useState("");
  const add = () => {
    if (!country || !picked) return;
    onAdd(country, picked);
    setCountry("");
    setPicked("");
  };
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end">
      <div>
        <label htmlFor={countryId} className="block text-sm font-medium text-slate-900">
          Country
        </label>
        <select
          id={countryId}
          value={country}
          onChange={(e) => {
            setCountry(e.target.value);
            setPicked("");
          }}
          className={fieldClass("sm")}
        >
          <option value="">Choose a country…</option>
          {countries
            .filter((c) => !(c.code in taken))
            .map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
        </select>
      </div>
      <div>
        <label htmlFor={valueId} className="block text-sm font-medium text-slate-900">
          {valueLabel}
        </label>
        {country ? (
          <ValueSelect id={valueId} country={country} useOptions={useOptions} picked={picked} onPick={setPicked} />
        ) : (
          <select id={valueId} disabled className={fieldClass("sm", { extra: "disabled:opacity-60" })}>
            <option value="">Choose a country first</option>
          </select>
        )}
      </div>
      <button type="button" className={buttonClass("secondary")} disabled={!country || !picked} onClick={add}>
        Add
      </button>
    </div>
  );
}

/** The choices for the country being added; the first is taken until another is picked. */
function ValueSelect({
  id,
  country,
  useOptions,
  picked,
  onPick,
}: {
  id: string;
  country: string;
  useOptions: UseOptions;
  picked: string;
  onPick: (value: string) => void;
}) {
  const options = useOptions(country);
  const first = options[0]?.value ?? "";
  useEffect(() => {
    if (!picked && first) onPick(first);
  }, [picked, first, onPick]);
  // A country whose scales all have local grades only offers no default scale (and Add stays off).
  if (options.length === 0)
    return (
      <select id={id} disabled className={fieldClass("sm", { extra: "disabled:opacity-60" })}>
        <option value="">None for this country</option>
      </select>
    );
  return (
    <select id={id} value={picked || first} onChange={(e) => onPick(e.target.value)} className={fieldClass("sm")}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
