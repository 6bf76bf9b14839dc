function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-blue-800 motion-reduce:animate-none"
    />
  );
}

/** Inline indicator for content that is still loading (e.g. a lazy page). */
export function LoadingIndicator({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-24 text-sm font-medium text-slate-700">
      <Spinner />
      {label}
    </div>
  );
}

/** Whole-window indicator for before the shell can render (e.g. auth loading). */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center gap-3 text-base font-medium text-slate-700"
    >
      <Spinner />
      {label}
    </div>
  );
}
