import { useId } from "react";
import { useSearchParams } from "react-router";

/** A filter kept in the address (?key=value), so a filtered list can be shared and reloaded. */
export function useUrlFilter(key: string, fallback = ""): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) =>
    setParams((p) => {
      if (value) p.set(key, value);
      else p.delete(key);
      return p;
    });
  return [params.get(key) ?? fallback, set];
}

/** A labelled select for list filters. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="max-w-full">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        // max-w-full: a long option (an e-mail address) must not widen the page on a phone.
        className="mt-1 max-w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
