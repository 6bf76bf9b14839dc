import type { HouseRulesValue } from "@gradeatlas/contracts/house-rules";
import { countryIndex, creditSystemList, creditSystems } from "@gradeatlas/engine";
import { useCountry } from "../../lib/use-country";

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

// countryIndex, not countrySummaries: the calculator's first view shares the
// catalogue's chunk, and the summaries' scale lists would add 9 KiB to it.
export const countryName = (code: string) => countryIndex.find((c) => c.code === code)?.name ?? code;

/**
 * A country's scales (its own data chunk, as the calculator loads it), the
 * published default marked and listed last: a house default is another one.
 * Empty while it loads.
 */
export function useScaleOptions(code: string): Option[] {
  const country = useCountry(code);
  const scales = country.data?.scales ?? [];
  const published = scales.find((s) => s.default) ?? scales[0];
  return [...scales.filter((s) => s !== published), ...(published ? [published] : [])].map((s) => ({
    value: s.id,
    label: s === published ? `${s.name} (published default)` : s.name,
  }));
}

export const useCreditSystemOptions = (): Option[] => creditSystemOptions;

export const creditSystemOptions: Option[] = creditSystemList.map((id) => ({
  value: id,
  label: `${creditSystems[id].name} (${creditSystems[id].rule})`,
}));
