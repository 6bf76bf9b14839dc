import type { ReactNode } from "react";

export interface ExplanationItem {
  term: string;
  detail: ReactNode;
}

/**
 * "How we got this": the scale, method, rounding and sources under every
 * conversion (the calculator, a transcript, a training answer), in one shape.
 */
export function ExplanationList({ items }: { items: (ExplanationItem | false | "" | null | undefined)[] }) {
  return (
    <dl className="mt-5 space-y-3 border-t border-slate-200 pt-4 text-sm">
      {items
        .filter((item): item is ExplanationItem => Boolean(item))
        .map(({ term, detail }) => (
          <div key={term}>
            <dt className="font-semibold text-slate-900">{term}</dt>
            <dd className="text-slate-700">{detail}</dd>
          </div>
        ))}
    </dl>
  );
}
