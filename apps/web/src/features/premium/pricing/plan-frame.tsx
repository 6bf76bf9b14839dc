import type { ReactNode } from "react";

/** One column of the pricing table: the same frame for the free tier and each plan. */
export function PlanFrame({
  title,
  audience,
  price,
  per,
  description,
  includes,
  options,
  children,
  featured = false,
}: {
  title: string;
  audience: string;
  price: string;
  per: string | null;
  description?: string;
  includes: readonly string[];
  options?: ReactNode;
  children: ReactNode;
  featured?: boolean;
}) {
  const titleId = `plan-${title.toLowerCase()}`;
  return (
    <li
      aria-labelledby={titleId}
      className={`flex flex-col rounded-xl border bg-white p-6 shadow-sm ${featured ? "border-blue-700 ring-1 ring-blue-700" : "border-slate-200"}`}
    >
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{audience}</p>
      {options}
      <p className="mt-4">
        <span className="text-3xl font-bold tracking-tight text-slate-900">{price}</span>
        {per && <span className="ml-2 text-sm text-slate-700">{per}</span>}
      </p>
      {description && <p className="mt-3 text-sm leading-relaxed text-slate-700">{description}</p>}
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-800">
        {includes.map((line) => (
          <li key={line} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-blue-800">
              ✓
            </span>
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 space-y-3">{children}</div>
    </li>
  );
}
