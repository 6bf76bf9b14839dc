import type { Source } from "@gradeatlas/engine";

/** The public pages a scale's facts come from, each opening in a new tab. */
export function SourceLinks({ sources }: { sources: readonly Source[] }) {
  return (
    <ul className="mt-1 space-y-1">
      {sources.map((s) => (
        <li key={s.url} className="text-slate-700">
          <a
            className="font-medium text-blue-800 underline hover:text-blue-950"
            href={s.url}
            rel="noreferrer noopener"
            target="_blank"
          >
            {s.publisher}: {s.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>{" "}
          <span className="text-slate-700">(accessed {s.accessed})</span>
        </li>
      ))}
    </ul>
  );
}
