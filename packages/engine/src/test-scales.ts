import type { Scale } from "./dataset/schema.ts";
import { scaleSchema } from "./dataset/schema.ts";

// Small scales with known answers, for the engine's own tests.
const source = {
  publisher: "Test Registry",
  title: "Test scale",
  url: "https://example.org/scale",
  accessed: "2026-11-22",
};
const base = {
  scope: { type: "national" },
  notes: [],
  sources: [source],
  lastReviewed: "2026-11-22",
  level: "undergraduate",
} as const;

export const percentScale: Scale = scaleSchema.parse({
  ...base,
  id: "xx-percent",
  name: "Percentage",
  direction: "higher-better",
  grades: { type: "numeric", min: 0, max: 100, step: 1 },
  bestGrade: "100",
  passMark: "40",
  method: {
    type: "bands",
    profile: "standard",
    bands: [
      { from: 60, to: 100, us: "A", localLabel: "First Division" },
      { from: 50, to: 59, us: "B", localLabel: "Second Division" },
      { from: 40, to: 49, us: "C", localLabel: "Third Division" },
      { from: 0, to: 39, us: "F", localLabel: "Fail" },
    ],
  },
});

export const germanScale: Scale = scaleSchema.parse({
  ...base,
  id: "xx-german",
  name: "German-style 1.0–5.0",
  direction: "lower-better",
  grades: { type: "numeric", min: 1, max: 5, step: 0.1 },
  bestGrade: "1.0",
  passMark: "4.0",
  method: {
    type: "bands",
    profile: "wes",
    bands: [
      { from: 1, to: 1.5, us: "A" },
      { from: 1.6, to: 2.5, us: "B+" },
      { from: 2.6, to: 3.5, us: "B-" },
      { from: 3.6, to: 4, us: "C" },
      { from: 4.1, to: 5, us: "F" },
    ],
  },
});

export const letterScale: Scale = scaleSchema.parse({
  ...base,
  id: "xx-a-level",
  name: "A-level style",
  level: "exam",
  direction: "higher-better",
  grades: { type: "labels", labels: ["A*", "A", "B", "P", "U"] },
  bestGrade: "A*",
  passMark: "P",
  method: {
    type: "bands",
    profile: "standard",
    bands: [
      { label: "A*", us: "A+" },
      { label: "A", us: "A" },
      { label: "B", us: "B" },
      { label: "P", outcome: "pass" },
      { label: "U", us: "F" },
    ],
  },
});

export const bavarian: Scale = scaleSchema.parse({
  ...germanScale,
  id: "xx-bavarian",
  name: "Modified Bavarian",
  method: { type: "formula", formula: "modified-bavarian", rounding: "truncate-1" },
});

export const pku: Scale = scaleSchema.parse({
  ...percentScale,
  id: "xx-pku",
  name: "PKU formula",
  passMark: "60",
  method: { type: "formula", formula: "peking-university", rounding: "round-half-up-2" },
});

export const linear: Scale = scaleSchema.parse({
  ...percentScale,
  id: "xx-linear",
  name: "Institution breakpoints",
  passMark: "50",
  method: {
    type: "linear",
    rounding: "round-half-up-2",
    points: [
      { grade: 90, us: 4 },
      { grade: 70, us: 3 },
      { grade: 50, us: 1 },
    ],
  },
});

/** A scale recorded with its local grades only: no source puts it on US letters. */
export const localOnlyScale: Scale = scaleSchema.parse({
  ...base,
  id: "xx-local-20",
  name: "Local 0–20",
  direction: "higher-better",
  grades: { type: "numeric", min: 0, max: 20, step: 0.5 },
  bestGrade: "20",
  passMark: "10",
  usEquivalence: "none-published",
  method: {
    type: "bands",
    profile: "standard",
    bands: [
      { from: 10, to: 20, localLabel: "Pass" },
      { from: 0, to: 9.5, localLabel: "Fail" },
    ],
  },
  sources: [{ ...source, confirms: "local-scale" }],
});
