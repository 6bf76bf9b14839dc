import { type UsPoints, usPoints } from "./brand.ts";

export const usLetters = [
  "A+",
  "A",
  "A-",
  "AB",
  "B+",
  "B",
  "B-",
  "BC",
  "C+",
  "C",
  "C-",
  "CD",
  "D+",
  "D",
  "D-",
  "F",
] as const;
export type UsLetter = (typeof usLetters)[number];

export const pointsProfiles = ["standard", "wes"] as const;
export type PointsProfile = (typeof pointsProfiles)[number];

// Standard: the common US registrar values. WES-style: thirds (3.67/3.33).
// A+ is capped at 4.0 in both; the half letters (AB, BC, CD) are exact halves.
const standard: Record<UsLetter, number> = {
  "A+": 4,
  A: 4,
  "A-": 3.7,
  AB: 3.5,
  "B+": 3.3,
  B: 3,
  "B-": 2.7,
  BC: 2.5,
  "C+": 2.3,
  C: 2,
  "C-": 1.7,
  CD: 1.5,
  "D+": 1.3,
  D: 1,
  "D-": 0.7,
  F: 0,
};
const wes: Record<UsLetter, number> = {
  ...standard,
  "A-": 3.67,
  "B+": 3.33,
  "B-": 2.67,
  "C+": 2.33,
  "C-": 1.67,
  "D+": 1.33,
  "D-": 0.67,
};
const profiles: Record<PointsProfile, Record<UsLetter, number>> = { standard, wes };

/** US points of a letter under a profile. */
export function pointsOf(letter: UsLetter, profile: PointsProfile): UsPoints {
  return usPoints(profiles[profile][letter]);
}

// Letters a computed point value is described by (no A+ or half letters: a
// formula's 3.5 reads as A-/B+ territory, and A+ adds nothing over A at 4.0).
const describing: UsLetter[] = ["A", "A-", "B+", "B", "B-", "C+", "C", "C-", "D+", "D", "D-", "F"];

/**
 * The letter nearest to a point value under a profile; a tie goes to the lower
 * letter, so a description never flatters the grade.
 */
export function letterForPoints(points: number, profile: PointsProfile): UsLetter {
  let best: UsLetter = "F";
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const letter of describing) {
    const d = Math.abs(profiles[profile][letter] - points);
    // Letters run best first, so on a tie (within float noise) the later, lower letter wins.
    if (d < bestDistance + 1e-9) {
      best = letter;
      bestDistance = d;
    }
  }
  return best;
}
