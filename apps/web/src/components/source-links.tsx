import { type Source, usLetterEvidence } from "@gradeatlas/engine";

/**
 * The public pages a scale's facts come from, each opening in a new tab. When
 * no official body, credential evaluator or university gives the US letters
 * (they rest on calculator sites, encyclopedias, news or blogs), or one gives
 * them for some grades only, it says so,
 * even when a ministry or university confirms the local scale: an evaluator
 * should not defend such a number as if an official body had published it.
 * `localOnly`: the sources of a scale with no published US equivalence.
 */
export function SourceLinks({ sources, localOnly = false }: { sources: readonly Source[]; localOnly?: boolean }) {
  // A scale recorded with local grades only has no US letters to caution about; its page says so itself.
  const notice = localOnly ? null : cautionNotice(sources);
  return (
    <>
      {notice && (
        <p className="mt-1 rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-amber-950">{notice}</p>
      )}
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
    </>
  );
}

// "A", "A and B", "A, B and C".
const names = new Intl.ListFormat("en-GB", { type: "conjunction" });

// The pages a notice names, with calculator sites named once as a kind rather than one by one.
const withCalculatorSites = (pages: readonly string[], calculators: boolean) =>
  calculators ? [...pages, "calculator or aggregator sites"] : pages;

function cautionNotice(sources: readonly Source[]): string | null {
  const evidence = usLetterEvidence(sources);
  if (evidence.kind === "calculators-only")
    return "Only calculator or aggregator sites publish this table, as far as we found: no official body, credential evaluator or university. Treat the result as indicative.";
  if (evidence.kind === "us-from-calculators")
    return `The local scale is confirmed by ${names.format(evidence.localConfirmedBy)}; the US equivalents come only from calculator or aggregator sites, as far as we found. Treat the result as indicative.`;
  if (evidence.kind === "independent-in-part") {
    const rest = withCalculatorSites(evidence.restFrom, evidence.restFromCalculators);
    const others =
      rest.length > 0
        ? `for the other grades they come from ${names.format(rest)}, as far as we found`
        : "no source we found gives them for the other grades";
    return `${names.format(evidence.partly)} ${evidence.partly.length === 1 ? "gives" : "give"} US equivalents for some of these grades only (the notes say which); ${others}. Treat results for those grades as indicative.`;
  }
  if (evidence.kind === "us-from-other-pages") {
    const from = withCalculatorSites(evidence.usFrom, evidence.withCalculators);
    return `No official body, credential evaluator or university gives these US equivalents, as far as we found: they come from ${names.format(from)}. Treat the result as indicative.`;
  }
  return null;
}
