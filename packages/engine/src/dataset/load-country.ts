import { countryIndex, countryLoaders, countrySummaries } from "./catalog.generated.ts";
import { countrySchema } from "./country-schema.ts";
import type { CountryIndexEntry } from "./country-summary.ts";
import {
  expandInternationalScales,
  InternationalScaleRefError,
  namesInternationalScale,
} from "./international-scale-refs.ts";
import { normalizeCountry } from "./normalize-country.ts";
import type { Country } from "./schema.ts";

export { countryIndex, countrySummaries };

/**
 * Validates raw country data; the error names the file's country and the field
 * at fault. `international` (the raw international.json) is needed only when a
 * scale names an international scale.
 */
export function parseCountry(raw: unknown, label = "country", international?: unknown): Country {
  let expanded: unknown;
  try {
    expanded = expandInternationalScales(raw, international);
  } catch (e) {
    if (e instanceof InternationalScaleRefError) throw new Error(`${label} is not valid:\n  ${e.message}`);
    throw e;
  }
  const parsed = countrySchema.safeParse(expanded);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`${label} is not valid:\n  ${lines.join("\n  ")}`);
  }
  return parsed.data;
}

/** A country by ISO code or slug (index entry: no scales, so the browser need not load them all). */
export function findCountrySummary(codeOrSlug: string): CountryIndexEntry | undefined {
  const needle = codeOrSlug.trim();
  const upper = needle.toUpperCase();
  return countryIndex.find((c) => c.code === upper || c.slug === needle.toLowerCase());
}

const cache = new Map<string, Promise<Country>>();

function loadRaw(code: string): Promise<{ default: unknown }> {
  const loader = countryLoaders[code];
  return loader ? loader() : Promise.reject(new Error(`No grading data for country code ${code}.`));
}

/** Loads one country's full data (its own chunk in the browser), validated at build and in tests. */
export function loadCountry(code: string): Promise<Country> {
  const upper = code.toUpperCase();
  let pending = cache.get(upper);
  if (!pending) {
    pending = loadRaw(upper).then(async (m) => {
      // The international scales come in their own chunk, fetched only for a country that names one.
      const international = namesInternationalScale(m.default) ? (await loadRaw("INT")).default : undefined;
      return normalizeCountry(expandInternationalScales(m.default, international));
    });
    pending.catch(() => cache.delete(upper));
    cache.set(upper, pending);
  }
  return pending;
}

/** The scale the calculator opens with: the country's default, else its first. */
export function defaultScale(country: Country) {
  return country.scales.find((s) => s.default) ?? (country.scales[0] as Country["scales"][number]);
}
