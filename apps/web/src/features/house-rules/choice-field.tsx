import { useId } from "react";

/** One house rule with a few answers, as radio buttons; the published default is marked. */
export function ChoiceField<T extends string>({
  title,
  description,
  options,
  value,
  published,
  onChange,
  readOnly,
  error,
}: {
  title: string;
  description?: string;
  options: { value: T; label: string }[];
  value: T;
  published: T;
  onChange: (value: T) => void;
  readOnly: boolean;
  error?: string;
}) {
  const name = useId();
  return (
    <fieldset
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className="float-left w-full text-lg font-semibold text-slate-900">{title}</legend>
      {description && <p className="clear-left pt-1 text-sm text-slate-700">{description}</p>}
      <div className="clear-left mt-3 space-y-2">
        {options.map((o) => (
          <div key={o.value} className="flex items-start gap-2">
            <input
              id={`${name}-${o.value}`}
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              disabled={readOnly && value !== o.value}
              readOnly={readOnly}
              onChange={() => !readOnly && onChange(o.value)}
              className="mt-1 size-4 accent-blue-800"
            />
            <label htmlFor={`${name}-${o.value}`} className="text-sm text-slate-800">
              {o.label}
              {o.value === published && <span className="ml-1 font-semibold text-slate-900">· published default</span>}
            </label>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
