import type { HouseRulesValue } from "@gradeatlas/contracts/house-rules";
import { countrySummaries, creditSystemList, creditSystems } from "@gradeatlas/engine";

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

export const countryName = (code: string) => countrySummaries.find((c) => c.code === code)?.name ?? code;

/** A country's scales, its published default marked and listed last (a house default is another one). */
export function scaleOptions(code: string): Option[] {
  const scales = countrySummaries.find((c) => c.code === code)?.scales ?? [];
  return [...scales.filter((s) => !s.default), ...scales.filter((s) => s.default)].map((s) => ({
    value: s.id,
    label: s.default ? `${s.name} (published default)` : s.name,
  }));
}

export const creditSystemOptions: Option[] = creditSystemList.map((id) => ({
  value: id,
  label: `${creditSystems[id].name} (${creditSystems[id].rule})`,
}));
