import { OTHER } from "@gradeatlas/contracts/insights";
import { countryIndex } from "@gradeatlas/engine";

const countryNames = new Map(countryIndex.map((c) => [c.code, c.name]));
/** A country's name from its code ("Other" stays as it is). */
export const countryName = (code: string) => (code === OTHER ? OTHER : (countryNames.get(code) ?? code));

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
/** "2026-01" → "Jan 2026". */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** A fraction as a percentage with one decimal ("28.6%"), or a dash when there is none. */
export const percentText = (share: number | null) => (share === null ? "—" : `${(share * 100).toFixed(1)}%`);
/** A fraction as a percentage number for CSV (28.57), or empty. */
export const percentValue = (share: number | null) => (share === null ? null : Math.round(share * 10_000) / 100);

/** Distinct colours for up to 11 series; the last (slate) is for "Other". */
export const seriesColours = [
  "#1d4ed8",
  "#c2410c",
  "#15803d",
  "#7e22ce",
  "#b91c1c",
  "#0e7490",
  "#a16207",
  "#be185d",
  "#4d7c0f",
  "#1e3a8a",
  "#94a3b8",
];
/** Low to high GPA, red to blue. */
export const bucketColours = ["#991b1b", "#dc2626", "#f97316", "#facc15", "#a3e635", "#22c55e", "#3b82f6", "#1e40af"];
