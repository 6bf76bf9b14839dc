import { type AlternativeConversion, sourceKindNames } from "@gradeatlas/engine";

/**
 * Where published sources put the grade on other US letters: ours and each
 * other reading with its source, so an evaluator can defend either.
 */
export function SourcesDisagree({
  grade,
  usLetter,
  usPoints,
  alternatives,
}: {
  /** The local grade, when several are listed (a transcript). */
  grade?: string;
  usLetter: string;
  usPoints: number | null;
  alternatives: readonly AlternativeConversion[];
}) {
  if (alternatives.length === 0) return null;
  return (
    <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">Sources disagree{grade === undefined ? "" : ` on ${grade}`}</p>
      <p className="mt-1">
        We give {usLetter}
        {usPoints === null ? "" : ` (${usPoints.toFixed(2)})`}; the scale's notes say which source our bands follow and
        why. Other published readings of this grade:
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {alternatives.map((a) => (
          <li key={a.source.url}>
            <strong>
              {a.usLetter} ({a.usPoints.toFixed(2)})
            </strong>{" "}
            from{" "}
            <a
              className="font-medium text-blue-800 underline hover:text-blue-950"
              href={a.source.url}
              rel="noreferrer noopener"
              target="_blank"
            >
              {a.source.publisher}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>{" "}
            ({sourceKindNames[a.kind]})
          </li>
        ))}
      </ul>
    </div>
  );
}
