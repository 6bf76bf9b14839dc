import { type CountryIndexEntry, countryIndex } from "@gradeatlas/engine";
import { useId, useMemo, useRef, useState } from "react";
import { NotCoveredYet, uncoveredCountriesMatching } from "../../components/not-covered-yet";
import { fieldClass } from "../../components/ui/field-styles";
import { foldText as fold } from "../../lib/fold-text";
import { recentCountries } from "./remembered-country";

const known = (code: string) => countryIndex.some((c) => c.code === code);

/** Countries matching a query by code, then name start, then anywhere in the name. */
export function matchCountries(query: string, recent: readonly string[] = []): CountryIndexEntry[] {
  const q = fold(query.trim());
  if (!q) {
    const first = recent
      .map((code) => countryIndex.find((c) => c.code === code))
      .filter(Boolean) as CountryIndexEntry[];
    return [...first, ...countryIndex.filter((c) => !recent.includes(c.code))];
  }
  const rank = (c: CountryIndexEntry) => {
    const name = fold(c.name);
    if (c.code.toLowerCase() === q) return 0;
    if (name.startsWith(q)) return 1;
    if (name.includes(q) || c.slug.includes(q)) return 2;
    return 3;
  };
  return countryIndex
    .map((c) => ({ c, r: rank(c) }))
    .filter(({ r }) => r < 3)
    .sort((a, b) => a.r - b.r)
    .map(({ c }) => c);
}

/**
 * The country picker: type a name or an ISO code, arrows to move, Enter to
 * choose, Escape to cancel (the ARIA combobox pattern). Recently used
 * countries come first.
 */
export function CountryCombobox({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const selected = countryIndex.find((c) => c.code === value);
  const open = query !== null;
  const options = useMemo(() => (open ? matchCountries(query, recentCountries(known)) : []), [open, query]);
  const recent = open && !query?.trim() ? recentCountries(known).length : 0;
  // Only when nothing else matches: a country we cover never hides behind the notice.
  const uncovered = open && options.length === 0 ? uncoveredCountriesMatching(query) : [];

  const choose = (c: CountryIndexEntry | undefined) => {
    if (c) onChange(c.code);
    setQuery(null);
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        Country
      </label>
      <input
        ref={inputRef}
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${id}-${options[active].code}` : undefined}
        autoComplete="off"
        spellCheck={false}
        className={fieldClass()}
        value={open ? query : selected ? `${selected.name} (${selected.code})` : ""}
        placeholder="Type a country or its code"
        onFocus={(e) => {
          setQuery("");
          setActive(0);
          e.currentTarget.select();
        }}
        onBlur={() => setQuery(null)}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (!open) return;
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, options.length - 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === "Enter") {
            e.preventDefault();
            choose(options[active]);
            inputRef.current?.blur();
          } else if (e.key === "Escape") {
            setQuery(null);
            inputRef.current?.blur();
          }
        }}
      />
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label="Countries"
          className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
        >
          {uncovered.length > 0 && <NotCoveredYet countries={uncovered} className="px-3 py-2 text-sm text-slate-700" />}
          {options.length === 0 && uncovered.length === 0 && (
            <p className="px-3 py-2 text-sm text-slate-700">No country matches.</p>
          )}
          {options.map((c, i) => (
            <div
              key={c.code}
              id={`${id}-${c.code}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(c);
                inputRef.current?.blur();
              }}
              className={`flex cursor-pointer justify-between gap-3 px-3 py-2 text-sm ${i === active ? "bg-blue-50 text-blue-950" : "text-slate-900"} ${i === recent - 1 ? "border-b border-slate-200" : ""}`}
            >
              <span>{c.name}</span>
              <span className="text-slate-700">
                {i < recent ? "Recent · " : ""}
                {c.code}
              </span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
