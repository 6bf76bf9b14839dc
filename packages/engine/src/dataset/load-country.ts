import { countryLoaders, countrySummaries } from "./catalog.generated.ts";
import type { CountrySummary } from "./country-summary.ts";
import { type Country, countrySchema } from "./schema.ts";

export { countrySummaries };

/** Validates raw country data; the error names the file's country and the field at fault. */
export function parseCountry(raw: unknown, label = "country"): Country {
  const parsed = countrySchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`${label} is not valid:\n  ${lines.join("\n  ")}`);
  }
  return parsed.data;
}

export function findCountrySummary(codeOrSlug: string): CountrySummary | undefined {
  const needle = codeOrSlug.trim();
  const upper = needle.toUpperCase();
  return countrySummaries.find((c) => c.code === upper || c.slug === needle.toLowerCase());
}

const cache = new Map<string, Promise<Country>>();

/** Loads and validates one country's full data (its own chunk in the browser). */
export function loadCountry(code: string): Promise<Country> {
  const upper = code.toUpperCase();
  const loader = countryLoaders[upper];
  if (!loader) return Promise.reject(new Error(`No grading data for country code ${code}.`));
  let pending = cache.get(upper);
  if (!pending) {
    pending = loader().then((m) => parseCountry(m.default, `Country ${upper}`));
    pending.catch(() => cache.delete(upper));
    cache.set(upper, pending);
  }
  return pending;
}

/** The scale the calculator opens with: the country's default, else its first. */
export function defaultScale(country: Country) {
  return country.scales.find((s) => s.default) ?? (country.scales[0] as Country["scales"][number]);
}
