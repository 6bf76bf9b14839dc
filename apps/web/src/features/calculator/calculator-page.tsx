// The calculator arrives with its own issue; until then this page says plainly
// what GradeAtlas does and that the converter is not available yet.
export function CalculatorPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="max-w-3xl">
        <title>GPA Calculator · GradeAtlas</title>
        <meta
          name="description"
          content="Convert international grades and transcripts to the US 4.0 GPA scale, with the scale, method and source named for every result."
        />
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">GPA Calculator</h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-700">
          GradeAtlas converts international grades and whole transcripts to the US 4.0 GPA scale for admissions offices,
          transcript evaluators and students. Every conversion names the grading scale, the method and the published
          source behind it, so an evaluator can defend the result and compare methods side by side.
        </p>
        <p
          role="status"
          className="mt-8 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-amber-600" />
          <span>
            <strong className="font-semibold">Status:</strong> the grade converter is being built and arrives in the
            next release.
          </span>
        </p>
      </div>
    </div>
  );
}
