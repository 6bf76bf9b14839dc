import { countriesWithoutData } from "@gradeatlas/engine";
import { foldText } from "../lib/fold-text";

type UncoveredCountry = (typeof countriesWithoutData)[number];

/** Countries we set out to cover but have no data for yet, whose name or ISO code matches a search. */
export function uncoveredCountriesMatching(query: string): readonly UncoveredCountry[] {
  const q = foldText(query.trim());
  if (!q) return [];
  return countriesWithoutData.filter((c) => foldText(c.name).includes(q) || c.code.toLowerCase() === q);
}

/** Says plainly that these countries have no data yet, instead of "no match". */
export function NotCoveredYet({
  countries,
  className,
}: {
  countries: readonly UncoveredCountry[];
  className?: string;
}) {
  return (
    <>
      {countries.map((c) => (
        <p key={c.code} className={className}>
          {c.name} ({c.code}) is not covered yet: we have not found a published grading scale for it that we can cite.
        </p>
      ))}
    </>
  );
}
