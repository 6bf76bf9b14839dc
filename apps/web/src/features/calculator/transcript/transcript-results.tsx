import { describeRounding, type Gpa, type GpaRounding, type TranscriptResult } from "@gradeatlas/engine";
import { ExplanationList } from "../../../components/explanation-list";
import { SourceLinks } from "../../../components/source-links";
import { SourcesDisagree } from "../../../components/sources-disagree";

/** At least 2 decimals; 3 when a house rule rounds to 3. */
export const gpaText = (g: Pick<Gpa, "gpa">) =>
  g.gpa === null ? "—" : g.gpa.toFixed(Math.max(2, String(g.gpa).split(".")[1]?.length ?? 0));

/** The GPAs of a converted transcript, its warnings, and how it was converted. */
export function TranscriptResults({
  result,
  invalidRows,
  gpaRounding,
  scaleNote,
}: {
  result: TranscriptResult | null;
  invalidRows: number;
  /** A member's house rule; else the published default. */
  gpaRounding?: GpaRounding;
  /** For an institution's own scale: "custom scale of <institution>, version N". */
  scaleNote?: string;
}) {
  if (!result) {
    return (
      <section aria-labelledby="gpa-heading" className="rounded-xl border border-dashed border-slate-300 bg-white p-6">
        <h2 id="gpa-heading" className="text-lg font-semibold text-slate-900">
          US GPA
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Enter grades and credits, or paste rows from a spreadsheet: the GPA appears as you type.
        </p>
      </section>
    );
  }
  const { gpa } = result;
  const years = Object.entries(gpa.byYear);
  const tags = Object.entries(gpa.byTag);
  const explanation = result.courses[0]?.explanation;
  // One entry per distinct grade: ten courses graded 2.0 share one disagreement.
  const disputed = [
    ...new Map(result.courses.filter((c) => c.alternatives.length && c.usLetter).map((c) => [c.grade, c])).values(),
  ];
  return (
    <section aria-labelledby="gpa-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="gpa-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        US GPA
      </h2>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-4" data-testid="gpa-overall">
        <span className="text-5xl font-bold tracking-tight text-slate-900">{gpaText(gpa.overall)}</span>
        <span className="text-sm text-slate-700">
          on {gpa.overall.gpaCredits} GPA credits · {result.usCredits} US credits earned
        </span>
      </p>
      <dl className="mt-5 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-900">Last 60 US credits</dt>
          <dd className="text-slate-700">
            {gpaText(gpa.last60)} ({gpa.last60.courses} courses)
          </dd>
        </div>
        {years.map(([year, g]) => (
          <div key={`y-${year}`}>
            <dt className="font-semibold text-slate-900">Year {year}</dt>
            <dd className="text-slate-700">{gpaText(g)}</dd>
          </div>
        ))}
        {tags.map(([tag, g]) => (
          <div key={`t-${tag}`}>
            <dt className="font-semibold text-slate-900">Tagged “{tag}”</dt>
            <dd className="text-slate-700">{gpaText(g)}</dd>
          </div>
        ))}
      </dl>
      {(result.warnings.length > 0 || invalidRows > 0) && (
        <ul className="mt-5 space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {invalidRows > 0 && (
            <li>
              {invalidRows} {invalidRows === 1 ? "row has an error and is" : "rows have errors and are"} left out until
              fixed.
            </li>
          )}
          {result.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      {disputed.map((c) => (
        <SourcesDisagree
          key={c.grade}
          grade={c.grade}
          usLetter={c.usLetter ?? ""}
          usPoints={c.usPoints}
          alternatives={c.alternatives}
        />
      ))}
      {explanation && (
        <ExplanationList
          items={[
            {
              term: "Scale",
              detail: scaleNote ? `${explanation.scale.name} (${scaleNote})` : explanation.scale.name,
            },
            { term: "Method", detail: explanation.method },
            {
              term: "Credits and GPA",
              detail: `Credits converted to US semester credits; the GPA is the credit-weighted mean of the points, ${gpaRounding ? describeRounding(gpaRounding) : "to 2 decimals"}. Repeated courses: ${
                result.repeatPolicy === "latest-attempt" ? "latest attempt only" : "every attempt counts"
              }.`,
            },
            { term: "Sources", detail: <SourceLinks sources={explanation.sources} /> },
          ]}
        />
      )}
    </section>
  );
}
