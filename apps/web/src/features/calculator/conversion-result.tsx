import type { GradeConversion } from "@gradeatlas/engine";
import { ExplanationList } from "../../components/explanation-list";
import { SourceLinks } from "../../components/source-links";
import { SourcesDisagree } from "../../components/sources-disagree";
import { type ReportedScale, ReportScaleProblem } from "../scale-reports";

const outcomeText: Record<GradeConversion["outcome"], string> = {
  graded: "Counts in the GPA",
  condoned: "Condoned pass: counts in the GPA",
  pass: "Pass: earns credit, not counted in the GPA",
  "credit-only": "Credit only: not counted in the GPA",
  "no-credit": "No credit and not counted in the GPA",
};

/**
 * A converted grade: the US letter and points, and why, with its sources, when
 * the scale was last reviewed, and a way to report a reading that looks wrong.
 */
export function ConversionResult({
  result,
  lastReviewed,
  report,
}: {
  result: GradeConversion;
  lastReviewed?: string;
  report?: ReportedScale;
}) {
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
      {usLetter !== null && (
        <SourcesDisagree usLetter={usLetter} usPoints={usPoints} alternatives={result.alternatives} />
      )}
      <ExplanationList
        items={[
          { term: "Scale", detail: explanation.scale.name },
          { term: "Method", detail: explanation.method },
          { term: "Rounding", detail: explanation.rounding },
          { term: "Sources", detail: <SourceLinks sources={explanation.sources} /> },
          ...(lastReviewed ? [{ term: "Last reviewed", detail: lastReviewed }] : []),
        ]}
      />
      {report && (
        <p className="mt-4 text-sm">
          <ReportScaleProblem scale={report} />
        </p>
      )}
    </section>
  );
}
