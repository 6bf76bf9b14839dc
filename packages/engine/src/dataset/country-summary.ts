import type { Level } from "./schema.ts";

/** What pickers and lists need of a country, without its bands and sources. */
export interface CountrySummary {
  code: string;
  name: string;
  slug: string;
  region: string;
  /** `converts` is false for a scale recorded with its local grades only (no published US equivalence). */
  scales: { id: string; name: string; level: Level; default: boolean; converts: boolean }[];
}

/** A country in pickers and links: no scales. */
export type CountryIndexEntry = Pick<CountrySummary, "code" | "name" | "slug" | "region">;
