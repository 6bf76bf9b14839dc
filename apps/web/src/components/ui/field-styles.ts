// The one look of a text input or select, beside button-styles.ts.

export type FieldSize = "base" | "sm";

const base =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700";

/**
 * Full-width field under its label; "sm" for dense forms (the report details);
 * `invalid` gives it the error border.
 */
export function fieldClass(size: FieldSize = "base", { invalid = false, extra = "" } = {}): string {
  const border = invalid ? "border-red-700" : "border-slate-400";
  return `${base} ${border} ${size === "sm" ? "text-sm" : "text-base"} ${extra}`.trim();
}
