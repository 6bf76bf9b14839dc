/**
 * What stands behind the upgrade prompt in place of a premium page: its name
 * and a still outline of where its contents go. Nothing here loads or moves,
 * so the prompt sits over a quiet page, not over a spinner waiting for data
 * the server will refuse.
 */
export function PremiumPagePreview({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${title} · GradeAtlas`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">Part of GradeAtlas Premium.</p>
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        {["first", "second", "third"].map((key) => (
          <div key={key} className="h-24 rounded-xl border border-slate-200 bg-slate-50" />
        ))}
      </div>
      <div className="mt-6 h-64 rounded-xl border border-slate-200 bg-slate-50" />
    </div>
  );
}
