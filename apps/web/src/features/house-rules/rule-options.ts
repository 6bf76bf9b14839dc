import { type GradingSystemsResponse, gradingSystemsResponseSchema } from "@gradeatlas/contracts/grading-systems";
import type { HouseRulesValue } from "@gradeatlas/contracts/house-rules";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

// The words for each house-rule choice, shared by the rules page and the calculator.

export type Option = { value: string; label: string };

export const roundingOptions: { value: NonNullable<HouseRulesValue["rounding"]>; label: string }[] = [
  { value: "round-half-up-2", label: "Rounded half up to 2 decimals (3.456 → 3.46)" },
  { value: "truncate-2", label: "Cut to 2 decimals (3.456 → 3.45)" },
  { value: "round-half-up-3", label: "Rounded half up to 3 decimals (3.4567 → 3.457)" },
  { value: "truncate-3", label: "Cut to 3 decimals (3.4567 → 3.456)" },
];

export const repeatOptions: { value: NonNullable<HouseRulesValue["repeatPolicy"]>; label: string }[] = [
  { value: "all-attempts", label: "Every attempt counts in the GPA; credits count once" },
  { value: "latest-attempt", label: "Latest attempt only" },
];

export const condonedOptions: { value: "true" | "false"; label: string }[] = [
  { value: "true", label: "Counted in the GPA at their US grade" },
  { value: "false", label: "Left out of the GPA (their credits still count)" },
];

type Catalogue = GradingSystemsResponse["countries"];

// Countries and their scales come from the API's catalogue, not the engine's:
// importing the engine's catalogue or country loader here would change how the
// bundler splits the chunks the calculator's first view shares with this page.
function useCatalogue(): Catalogue {
  const catalogue = useQuery({
    queryKey: ["grading_systems", "summaries"],
    queryFn: ({ signal }) => apiRequest("/v1/grading-systems", { schema: gradingSystemsResponseSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY, // the dataset ships with the app
  });
  return catalogue.data?.countries ?? [];
}

/** Every country (and the international scales), by name; empty while they load. */
export function useCountries(): { code: string; name: string }[] {
  return useCatalogue();
}

/**
 * A country's scales that convert (one recorded with local grades only cannot
 * be opened for conversion), the published default marked and listed last: a
 * house default is another one.
 */
export function useScaleOptions(code: string): Option[] {
  const scales =
    useCatalogue()
      .find((c) => c.code === code)
      ?.scales.filter((s) => s.converts) ?? [];
  const published = scales.find((s) => s.default) ?? scales[0];
  return [...scales.filter((s) => s !== published), ...(published ? [published] : [])].map((s) => ({
    value: s.id,
    label: s === published ? `${s.name} (published default)` : s.name,
  }));
}

export const useCreditSystemOptions = (): Option[] => creditSystemOptions;

// The engine's creditSystems, in words (packages/engine/src/credit-systems.ts), written
// out for the same reason as the catalogue above.
export const creditSystemOptions: Option[] = [
  { value: "us-semester", label: "US semester credits (1 semester credit = 1 US credit)" },
  { value: "us-quarter", label: "US quarter credits (3 quarter credits = 2 US credits)" },
  { value: "ects", label: "ECTS credits (2 ECTS = 1 US credit)" },
  { value: "uk-cats", label: "UK CATS credits (4 CATS = 1 US credit)" },
];
