import type { Country } from "./schema.ts";

/**
 * The defaults the zod schema fills in, applied without zod: the browser
 * loads data that tests and the build have already validated, and zod would
 * cost the calculator's first load ~40 KB. A test checks this gives exactly
 * what parseCountry gives for every file.
 */
export function normalizeCountry(raw: unknown): Country {
  const country = raw as Country;
  return {
    ...country,
    scales: country.scales.map((scale) => ({
      ...scale,
      notes: scale.notes ?? [],
      alternatives: (scale.alternatives ?? []).map((a) => ({
        ...a,
        profile: a.profile ?? "standard",
        bands: a.bands.map((b) => ({ ...b, outcome: b.outcome ?? "graded" })),
      })),
      method:
        scale.method.type === "bands"
          ? {
              ...scale.method,
              bands: scale.method.bands.map((b) => ({ ...b, outcome: b.outcome ?? "graded" })),
            }
          : { ...scale.method, profile: scale.method.profile ?? "standard" },
    })),
  };
}
