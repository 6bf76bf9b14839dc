import {
  type Country,
  type CountrySummary,
  countrySummaries,
  datasetVersion,
  defaultScale,
  loadCountry,
  parseCountry,
  type Scale,
} from "@gradeatlas/engine";
import { notFound } from "../../errors.ts";

/** Every country's grading data, validated once at start-up and held in memory. */
export interface GradingCatalog {
  summaries: readonly CountrySummary[];
  /** The dataset's version (the newest entry of packages/engine/data/CHANGELOG.md). */
  version: string;
  country(code: string): Country;
  /** The named scale of a country, or its default scale when none is named. */
  scale(countryCode: string, scaleId?: string): { country: Country; scale: Scale };
}

export async function loadGradingCatalog(): Promise<GradingCatalog> {
  // The browser trusts the built data; the server checks it again with the schema at start-up.
  const loaded = (await Promise.all(countrySummaries.map((s) => loadCountry(s.code)))).map((c) =>
    parseCountry(c, `Country ${c.code}`),
  );
  const countries = new Map(loaded.map((c) => [c.code, c]));

  const country = (code: string) => {
    const found = countries.get(code.trim().toUpperCase());
    if (!found)
      throw notFound(`No grading data for country code "${code}". Use a two-letter ISO code such as IN or GB.`);
    return found;
  };
  return {
    summaries: countrySummaries,
    version: datasetVersion,
    country,
    scale(countryCode, scaleId) {
      const c = country(countryCode);
      if (scaleId === undefined) return { country: c, scale: defaultScale(c) };
      const scale = c.scales.find((s) => s.id === scaleId);
      if (!scale) {
        throw notFound(
          `"${scaleId}" is not a grading scale of ${c.name}. Its scales are: ${c.scales.map((s) => s.id).join(", ")}.`,
        );
      }
      return { country: c, scale };
    },
  };
}
