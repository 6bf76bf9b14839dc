// The one look of a text input or select, beside button-styles.ts.

export type FieldSize = "base" | "sm";

const base =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700";

/** Full-width, labelled-above field; "sm" for dense forms (the report details). */
export function fieldClass(size: FieldSize = "base", extra = ""): string {
  return `${base} ${size === "sm" ? "text-sm" : "text-base"} ${extra}`.trim();
}
