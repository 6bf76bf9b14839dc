import type { Level, Scale } from "./schema.ts";

/** A level as it reads in a sentence: the words every screen and document uses. */
export const levelNames: Record<Level, string> = {
  secondary: "secondary school",
  undergraduate: "higher education",
  graduate: "graduate",
  exam: "exam",
};

/**
 * A scale's one label, wherever it is shown (the calculator's picker, the
 * academic report, exports): the dataset's name and its level, so the screen
 * and the PDF can never call the same scale two things.
 */
export function scaleLabel(scale: Pick<Scale, "name" | "level">): string {
  return `${scale.name} (${levelNames[scale.level]})`;
}
