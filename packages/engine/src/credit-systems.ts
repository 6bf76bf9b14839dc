import { type UsCredits, usCredits } from "./brand.ts";

/** Credit systems a transcript's credits may be written in, with their factor to US semester credits. */
export const creditSystems = {
  "us-semester": { name: "US semester credits", factor: 1, rule: "1 semester credit = 1 US credit" },
  "us-quarter": { name: "US quarter credits", factor: 2 / 3, rule: "3 quarter credits = 2 US credits" },
  ects: { name: "ECTS credits", factor: 1 / 2, rule: "2 ECTS = 1 US credit" },
  "uk-cats": { name: "UK CATS credits", factor: 1 / 4, rule: "4 CATS = 1 US credit" },
} as const;

export type CreditSystemId = keyof typeof creditSystems | "marks";
export const creditSystemList = Object.keys(creditSystems) as (keyof typeof creditSystems)[];

/**
 * Converts local credits to US semester credits. "marks" is for transcripts
 * whose weight is given in marks or hours: the caller states the factor.
 */
export function toUsCredits(credits: number, system: CreditSystemId, marksFactor?: number): UsCredits {
  if (system === "marks") {
    if (marksFactor === undefined || !(marksFactor > 0)) throw new Error("marks-based credits need a positive factor");
    return usCredits(credits * marksFactor);
  }
  return usCredits(credits * creditSystems[system].factor);
}
