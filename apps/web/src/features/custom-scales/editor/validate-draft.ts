import {
  buildCustomScale,
  type CustomScaleDefinition,
  type CustomScaleIdentity,
  customScaleDefinitionSchema,
  type Scale,
} from "@gradeatlas/engine";
import { readNumber, type ScaleDraft, splitLabels } from "./scale-draft";

/** Messages by editor field ("name", "grades.min", "bands", "bands.2", "form"…). */
export type FieldIssues = Record<string, string[]>;
type Path = readonly (string | number)[];

/**
 * The editor field an issue of the definition belongs to, so the browser's
 * checks and the server's 400 land beside the same field.
 */
export function fieldOf(path: Path): string {
  const [head, second, third] = path;
  switch (head) {
    case "name":
    case "level":
    case "direction":
    case "bestGrade":
    case "passMark":
    case "sourceUrl":
    case "notes":
    case "country":
      return head;
    case "grades":
      return second === "min" || second === "max" || second === "step" || second === "labels"
        ? `grades.${second}`
        : "grades";
    case "method":
      if (second === "profile") return "profile";
      return second === "bands" && typeof third === "number" ? `bands.${third}` : "bands";
    default:
      return "form";
  }
}

const sentence = (m: string) => (m ? `${m[0]?.toUpperCase()}${m.slice(1)}${/[.!?]$/.test(m) ? "" : "."}` : m);

export function addIssue(issues: FieldIssues, field: string, message: string): void {
  const text = sentence(message);
  const list = issues[field] ?? [];
  if (!list.includes(text)) issues[field] = [...list, text];
}

/** The server's validation issues ("definition.method.bands.1") by editor field; null when it sent none. */
export function issuesFromServer(details: unknown): FieldIssues | null {
  const list = (details as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(list) || list.length === 0) return null;
  const issues: FieldIssues = {};
  for (const item of list) {
    const { path, message } = (item ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== "string" || typeof message !== "string") continue;
    const parts = path
      .replace(/^definition\.?/, "")
      .split(".")
      .filter(Boolean)
      .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    addIssue(issues, fieldOf(parts), message);
  }
  return issues;
}

/**
 * The definition the draft describes, before the engine sees it, plus what
 * the fields alone show is wrong (a number that is not one, an empty mark):
 * said in words the engine's schema would not use.
 */
export function draftToInput(draft: ScaleDraft): { input: unknown; issues: FieldIssues } {
  const issues: FieldIssues = {};
  const num = (text: string, field: string) => {
    const n = readNumber(text);
    if (n === null) addIssue(issues, field, text.trim() ? `"${text.trim()}" is not a number` : "Enter a number");
    return n ?? Number.NaN;
  };
  if (!draft.country) addIssue(issues, "country", "Choose the country whose grades this scale reads");
  if (!draft.bestGrade.trim()) addIssue(issues, "bestGrade", "Enter the best grade");
  if (!draft.passMark.trim()) addIssue(issues, "passMark", "Enter the lowest passing grade");
  const numeric = draft.gradeType === "numeric";
  const grades = numeric
    ? {
        type: "numeric",
        min: num(draft.min, "grades.min"),
        max: num(draft.max, "grades.max"),
        step: num(draft.step, "grades.step"),
      }
    : { type: "labels", labels: splitLabels(draft.labels) };
  if (!numeric && splitLabels(draft.labels).length < 2)
    addIssue(issues, "grades.labels", "List at least two labels, best first");
  if (draft.bands.length === 0) addIssue(issues, "bands", "Add at least one band");
  const bands = draft.bands.map((row, i) => {
    const at = `bands.${i}`;
    if (!numeric && !row.label.trim()) addIssue(issues, at, "Enter the band's label");
    const place = numeric ? { from: num(row.from, at), to: num(row.to, at) } : { label: row.label.trim() };
    return {
      ...place,
      ...(row.us ? { us: row.us } : {}),
      outcome: row.outcome,
      ...(row.localLabel ? { localLabel: row.localLabel } : {}),
    };
  });
  const notes = draft.notes
    .split("\n")
    .map((n) => n.trim())
    .filter(Boolean);
  const input = {
    name: draft.name,
    level: draft.level,
    direction: draft.direction,
    grades,
    bestGrade: draft.bestGrade.trim(),
    passMark: draft.passMark.trim(),
    method: { type: "bands", profile: draft.profile, bands },
    notes,
    ...(draft.sourceUrl.trim() ? { sourceUrl: draft.sourceUrl.trim() } : {}),
  };
  return { input, issues };
}

export type DraftCheck = {
  issues: FieldIssues;
  /** Set only when nothing is wrong: what the server would accept. */
  definition: CustomScaleDefinition | null;
  /** The engine's scale for the live preview, when the definition is valid. */
  scale: Scale | null;
};

/**
 * The editor's live check: the engine's own schema and rules
 * (customScaleDefinitionSchema, buildCustomScale), exactly what the server
 * runs on save, with each issue placed beside its field.
 */
export function checkDraft(draft: ScaleDraft, who: Omit<CustomScaleIdentity, "country">): DraftCheck {
  const { input, issues } = draftToInput(draft);
  const known = new Set(Object.keys(issues));
  // A field the draft already explained keeps that message alone.
  const add = (path: Path, message: string) => {
    const field = fieldOf(path);
    if (!known.has(field)) addIssue(issues, field, message);
  };
  const parsed = customScaleDefinitionSchema.safeParse(input);
  if (!parsed.success) {
    for (const i of parsed.error.issues) add(i.path as Path, i.message);
    return { issues, definition: null, scale: null };
  }
  // Numbers that are not numbers make the engine's rules meaningless; a missing country does not.
  if ([...known].some((f) => f !== "country")) return { issues, definition: null, scale: null };
  const built = buildCustomScale(parsed.data, { ...who, country: draft.country || "XX" });
  for (const i of built.issues) add(i.path, i.message);
  const ok = Object.keys(issues).length === 0;
  return { issues, definition: ok ? parsed.data : null, scale: ok ? built.scale : null };
}
