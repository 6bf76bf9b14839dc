import type { z } from "zod";
import { countrySchema } from "./country-schema.ts";
import { expandInternationalScales, InternationalScaleRefError } from "./international-scale-refs.ts";

type Issue = { path: PropertyKey[]; message: string };

/** zod's issues with a union's "Invalid input" replaced by what is wrong in its closest branch. */
function explain(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): Issue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      if (closest.length > 0) return explain(closest, path);
    }
    return [{ path, message: issue.message }];
  });
}

/** An entry of data/country-list.json: the name, slug and region a country's file must carry. */
export interface CountryListEntry {
  code: string;
  name: string;
  slug: string;
  region: string;
}

/**
 * What is wrong with one dataset file, one line per problem (none when it is
 * good): the engine's own schema, then what only the file can get wrong, its
 * name (the lower-case code) and its agreement with the country list. Each
 * line names the field, and the scale by its id. `international` (the raw
 * international.json) fills in the scales that name an international scale.
 */
export function checkCountryFile(
  fileName: string,
  raw: unknown,
  countryList: readonly CountryListEntry[],
  international?: unknown,
): string[] {
  const problems: string[] = [];
  let expanded: unknown;
  try {
    expanded = expandInternationalScales(raw, international);
  } catch (e) {
    if (!(e instanceof InternationalScaleRefError)) throw e;
    return [e.message];
  }
  const parsed = countrySchema.safeParse(expanded);
  if (!parsed.success) {
    const scales = (raw as { scales?: { id?: unknown }[] } | null)?.scales;
    for (const issue of explain(parsed.error.issues)) {
      const path = issue.path.map(String);
      if (path[0] === "scales" && path[1] !== undefined) {
        const id = scales?.[Number(path[1])]?.id;
        if (typeof id === "string") path[1] = `${path[1]} (${id})`;
      }
      problems.push(`${path.join(".") || "(file)"}: ${issue.message}`);
    }
  }
  const country = raw as { code?: unknown; name?: unknown; slug?: unknown; region?: unknown } | null;
  if (country?.code === "INT" || typeof country?.code !== "string") return problems;
  const listed = countryList.find((entry) => entry.code === country.code);
  if (!listed) problems.push(`code: ${country.code} is not in country-list.json`);
  else
    for (const key of ["name", "slug", "region"] as const)
      if (country[key] !== listed[key]) problems.push(`${key}: must be "${listed[key]}" (country-list.json)`);
  const baseName = fileName.split(/[\\/]/).at(-1);
  if (baseName !== `${country.code.toLowerCase()}.json`)
    problems.push(`file name: must be the lower-case code, ${country.code.toLowerCase()}.json`);
  return problems;
}
