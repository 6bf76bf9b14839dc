function parseRule(rule: string): { truncate: boolean; digits: number } {
  const [, kind, digits] = /^(round-half-up|truncate)-(\d)$/.exec(rule) ?? [];
  return { truncate: kind === "truncate", digits: Number(digits ?? 2) };
}

/** Compiles a rounding rule such as "round-half-up-2" or "truncate-1" into a function. */
export function rounder(rule: string): (value: number) => number {
  const { truncate, digits } = parseRule(rule);
  const factor = 10 ** digits;
  // The epsilon absorbs binary noise (2.675 is stored as 2.67499…).
  return truncate
    ? (value) => Math.floor(value * factor + 1e-9) / factor
    : (value) => Math.floor(value * factor + 0.5 + 1e-9) / factor;
}

export function describeRounding(rule: string): string {
  const { truncate, digits } = parseRule(rule);
  const places = digits === 1 ? "1 decimal" : `${digits} decimals`;
  return truncate ? `cut (not rounded) to ${places}` : `rounded half up to ${places}`;
}

/**
 * The GPA roundings an office may choose as a house rule. Registrars differ:
 * some round half up, some cut (truncate), to 2 or 3 decimals.
 */
export const gpaRoundings = ["round-half-up-2", "truncate-2", "round-half-up-3", "truncate-3"] as const;
export type GpaRounding = (typeof gpaRoundings)[number];

/** GPAs are reported to 2 decimals, rounded half up. */
export const roundGpa = rounder("round-half-up-2");
