import type { CustomScaleDefinition, Level, Outcome, PointsProfile, UsLetter } from "@gradeatlas/engine";

// What the editor's fields hold: text as typed, so a half-typed number stays
// on screen. draftToInput() turns it into the definition the engine checks.

export type GradeType = "numeric" | "labels";
export type Direction = CustomScaleDefinition["direction"];

export interface BandRow {
  /** Stable React key; not sent. */
  key: string;
  from: string;
  to: string;
  label: string;
  us: UsLetter | "";
  outcome: Outcome;
  /** Kept from an imported or earlier version; the table does not show it. */
  localLabel?: string;
}

export interface ScaleDraft {
  country: string;
  name: string;
  level: Level;
  direction: Direction;
  gradeType: GradeType;
  min: string;
  max: string;
  step: string;
  /** Labels best first, separated by commas. */
  labels: string;
  bestGrade: string;
  passMark: string;
  profile: PointsProfile;
  bands: BandRow[];
  sourceUrl: string;
  /** One note per line. */
  notes: string;
}

let nextKey = 0;
export const newRowKey = () => `band-${++nextKey}`;

export function emptyBand(partial: Partial<Omit<BandRow, "key">> = {}): BandRow {
  return { key: newRowKey(), from: "", to: "", label: "", us: "", outcome: "graded", ...partial };
}

/** A new scale: a 0–100 marks table with four bands to overwrite, the commonest partner table. */
export function emptyDraft(country = ""): ScaleDraft {
  return {
    country,
    name: "",
    level: "undergraduate",
    direction: "higher-better",
    gradeType: "numeric",
    min: "0",
    max: "100",
    step: "1",
    labels: "",
    bestGrade: "100",
    passMark: "50",
    profile: "standard",
    bands: [
      emptyBand({ from: "85", to: "100", us: "A" }),
      emptyBand({ from: "70", to: "84", us: "B" }),
      emptyBand({ from: "50", to: "69", us: "C" }),
      emptyBand({ from: "0", to: "49", us: "F" }),
    ],
    sourceUrl: "",
    notes: "",
  };
}

/** The editor's fields for a saved version (the starting point of the next one). */
export function draftFromDefinition(country: string, d: CustomScaleDefinition): ScaleDraft {
  const bands = d.method.type === "bands" ? d.method.bands : [];
  return {
    country,
    name: d.name,
    level: d.level,
    direction: d.direction,
    gradeType: d.grades.type,
    min: d.grades.type === "numeric" ? String(d.grades.min) : "",
    max: d.grades.type === "numeric" ? String(d.grades.max) : "",
    step: d.grades.type === "numeric" ? String(d.grades.step) : "",
    labels: d.grades.type === "labels" ? d.grades.labels.join(", ") : "",
    bestGrade: d.bestGrade,
    passMark: d.passMark,
    profile: d.method.profile,
    bands: bands.map((b) =>
      emptyBand({
        ...("label" in b ? { label: b.label } : { from: String(b.from), to: String(b.to) }),
        us: b.us ?? "",
        outcome: b.outcome,
        ...(b.localLabel ? { localLabel: b.localLabel } : {}),
      }),
    ),
    sourceUrl: d.sourceUrl ?? "",
    notes: d.notes.join("\n"),
  };
}

export const splitLabels = (text: string) =>
  text
    .split(/[,\n]/)
    .map((l) => l.trim())
    .filter(Boolean);

/** A number as people type it: "2,5" is 2.5; empty or anything else is null. */
export function readNumber(text: string): number | null {
  const t = text.trim().replace(",", ".");
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return null;
  return Number(t);
}
