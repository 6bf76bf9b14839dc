import { parseCustomScaleRef } from "@gradeatlas/engine";
import type { CustomScaleChoice } from "../../custom-scales";

/** What the result, the report and the picker say of an institution's scale. */
export function customScaleNote(choice: CustomScaleChoice): string {
  const scope = choice.scale.scope;
  const owner = scope.type === "institution" ? scope.institution : "your institution";
  return `custom scale of ${owner}, version ${choice.version}${choice.archived ? " (archived)" : ""}`;
}

/** What the picker says when the scale a calculation names cannot be read (gone, or offline). */
export const unreadableScale = "Your institution's scale could not be loaded, so the published scale is shown instead.";

/** What "Copy share link" says for an institution's scale: the link cannot carry it. */
export const privateShareNote = (countryName: string) =>
  `Share link copied. Your institution's scales are private, so the link opens with ${countryName}'s published default scale; it holds the courses, not the applicant's name.`;

/** The picker's line for an institution's scale: an archived or older version says so. */
export function customOptionLabel(choice: CustomScaleChoice, newest: readonly CustomScaleChoice[]): string {
  if (choice.archived) return `${choice.name} (archived, version ${choice.version})`;
  const current = newest.find((c) => c.id === choice.id);
  return current && current.version !== choice.version
    ? `${choice.name} (version ${choice.version}; now version ${current.version})`
    : choice.name;
}

/**
 * The institution's scales offered for a country: the newest version of each
 * one in use, and the one the calculator shows when it is not among them (an
 * archived scale or an older version a saved calculation was made with).
 */
export function choicesForCountry(
  newest: readonly CustomScaleChoice[],
  country: string,
  inUse: CustomScaleChoice | null,
): CustomScaleChoice[] {
  const list = newest.filter((c) => c.country === country && !c.archived);
  return inUse && inUse.country === country && !list.some((c) => c.ref === inUse.ref) ? [...list, inUse] : list;
}

/** The newest list's entry for a ref ("custom:<id>" means the newest version), else undefined. */
export function findChoice(newest: readonly CustomScaleChoice[], ref: string): CustomScaleChoice | undefined {
  const parsed = parseCustomScaleRef(ref);
  if (!parsed) return undefined;
  return newest.find((c) => c.id === parsed.id && (parsed.version === null || c.version === parsed.version));
}
