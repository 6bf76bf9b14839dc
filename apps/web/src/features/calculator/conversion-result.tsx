import type { GradeConversion } from "@gradeatlas/engine";
import { SourceLinks } from "./source-links";

const outcomeText: Record<GradeConversion["outcome"], string> = {
  graded: "Counts in the GPA",
  condoned: "Condoned pass: counts in the GPA",
  pass: "Pass: earns credit, not counted in the GPA",
  "credit-only": "Credit only: not counted in the GPA",
  "no-credit": "No credit and not counted in the GPA",
};

/** A converted grade: the US letter and points, and why, with its sources. */
export function ConversionResult({ result }: { result: GradeConversion }) {
  const { usLetter, usPoints, explanation } = result;
  return (
    <section aria-labelledby="result-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="result-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        US equivalent
      </h2>
      <div className="mt-3 flex flex-wrap items-baseline gap-x-4 gap-y-1" data-testid="us-result">
        <span className="text-5xl font-bold tracking-tight text-slate-900">
          {usLetter ?? (result.pass ? "P" : "—")}
        </span>
        {usPoints !== null && (
          <span className="text-xl font-semibold text-slate-800">{usPoints.toFixed(2)} points</span>
        )}
        {result.localLabel && <span className="text-base text-slate-700">Local: {result.localLabel}</span>}
      </div>
      <p className={`mt-2 text-sm font-medium ${result.pass ? "text-emerald-800" : "text-red-800"}`}>
        {result.pass ? "" : "Fail. "}
        {outcomeText[result.outcome]}
      </p>
      <dl className="mt-5 space-y-3 border-t border-slate-200 pt-4 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">Scale</dt>
          <dd className="text-slate-700">{explanation.scale.name}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Method</dt>
          <dd className="text-slate-700">{explanation.method}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Rounding</dt>
          <dd className="text-slate-700">{explanation.rounding}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Sources</dt>
          <dd>
            <SourceLinks sources={explanation.sources} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
