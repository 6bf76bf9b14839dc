import { type ClipboardEvent, type Dispatch, type KeyboardEvent, useEffect, useRef } from "react";
import { buttonClass } from "../../../components/ui/button-styles";
import type { RowCheck } from "./compute-transcript";
import { parsePastedRows } from "./paste-parse";
import { emptyRow, type RowCreditSystem, rowCreditSystems, type TranscriptRow } from "./transcript-row";
import type { RowField, RowsAction } from "./transcript-state";

const fieldClass =
  "block w-full rounded-md border bg-white px-2 py-1.5 text-sm text-slate-900 shadow-sm " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700";
const grid =
  "grid grid-cols-2 gap-2 md:grid-cols-[minmax(8rem,2fr)_minmax(4.5rem,1fr)_minmax(4rem,0.8fr)_minmax(7rem,1.3fr)_minmax(4rem,0.8fr)_minmax(5rem,1fr)_minmax(6.5rem,1fr)_auto] md:items-start";
// Short enough for the column; the full names are in the results' explanation.
const shortSystemNames: Record<RowCreditSystem, string> = {
  "us-semester": "US semester",
  "us-quarter": "US quarter",
  ects: "ECTS",
  "uk-cats": "UK CATS",
};

const columns: { field: RowField; label: string }[] = [
  { field: "name", label: "Course" },
  { field: "grade", label: "Grade" },
  { field: "credits", label: "Credits" },
  { field: "creditSystem", label: "Credit system" },
  { field: "year", label: "Year" },
  { field: "tags", label: "Tags" },
];

interface Props {
  rows: TranscriptRow[];
  dispatch: Dispatch<RowsAction>;
  checks: Map<string, RowCheck>;
  /** The country's usual system, used by rows that name none. */
  defaultSystem: RowCreditSystem;
  gradeHint: string;
  onPasted: (count: number) => void;
}

/**
 * The transcript as rows of fields. Keyboard: Enter goes to the same field
 * in the next row (adding one at the end), Alt+↑/↓ moves the row, and a
 * block pasted from a spreadsheet fills as many rows as it has lines.
 */
export function TranscriptEditor({ rows, dispatch, checks, defaultSystem, gradeHint, onPasted }: Props) {
  const listRef = useRef<HTMLOListElement>(null);
  // After a keyboard move or a new row, focus follows: row id + field to focus.
  const pendingFocus = useRef<{ id: string; field: RowField } | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-row="${target.id}"][data-field="${target.field}"]`)?.focus();
  });

  const onKeyDown = (e: KeyboardEvent<HTMLElement>, row: TranscriptRow, index: number, field: RowField) => {
    if (e.altKey && (e.key === "ArrowUp" || e.key === "ArrowDown")) {
      e.preventDefault();
      pendingFocus.current = { id: row.id, field };
      dispatch({ type: "move", id: row.id, by: e.key === "ArrowUp" ? -1 : 1 });
    } else if (e.key === "Enter" && e.currentTarget.tagName === "INPUT") {
      e.preventDefault();
      const next = rows[index + 1];
      if (next) {
        listRef.current?.querySelector<HTMLElement>(`[data-row="${next.id}"][data-field="${field}"]`)?.focus();
      } else {
        const added = emptyRow();
        pendingFocus.current = { id: added.id, field };
        dispatch({ type: "add", after: row.id, row: added });
      }
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>, row: TranscriptRow) => {
    const text = e.clipboardData.getData("text/plain");
    if (!/[\t\n]/.test(text.trim())) return; // one value: an ordinary paste into the field
    e.preventDefault();
    const parsed = parsePastedRows(text);
    if (parsed.rows.length === 0) return;
    dispatch({ type: "paste", at: row.id, rows: parsed.rows });
    onPasted(parsed.rows.length);
  };

  return (
    <div>
      <div
        className={`${grid} hidden px-2 pb-1 text-xs font-semibold tracking-wide text-slate-700 uppercase md:grid`}
        aria-hidden="true"
      >
        {columns.map((c) => (
          <span key={c.field}>{c.label}</span>
        ))}
        <span>US result</span>
        <span className="w-[6.5rem]" />
      </div>
      <ol ref={listRef} className="space-y-2" aria-label="Courses">
        {rows.map((row, index) => {
          const check = checks.get(row.id);
          const n = index + 1;
          const errorId = (f: string) => `${row.id}-${f}-error`;
          return (
            <li key={row.id} className={`${grid} rounded-lg border border-slate-200 bg-white p-2`}>
              {columns.map(({ field, label }) => {
                const error = field === "grade" ? check?.gradeError : field === "credits" ? check?.creditsError : null;
                const common = {
                  "data-row": row.id,
                  "data-field": field,
                  "aria-label": `${label}, course ${n}`,
                  "aria-invalid": error ? true : undefined,
                  "aria-describedby": error ? errorId(field) : undefined,
                  onKeyDown: (e: KeyboardEvent<HTMLElement>) => onKeyDown(e, row, index, field),
                };
                return (
                  <div key={field} className={field === "name" ? "col-span-2 md:col-span-1" : ""}>
                    <span className="mb-0.5 block text-xs font-medium text-slate-700 md:hidden" aria-hidden="true">
                      {label}
                    </span>
                    {field === "creditSystem" ? (
                      <select
                        {...common}
                        className={`${fieldClass} border-slate-400`}
                        value={row.creditSystem}
                        onChange={(e) => dispatch({ type: "edit", id: row.id, field, value: e.target.value })}
                      >
                        <option value="">Usual ({shortSystemNames[defaultSystem]})</option>
                        {rowCreditSystems.map((s) => (
                          <option key={s} value={s}>
                            {shortSystemNames[s]}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input
                        {...common}
                        className={`${fieldClass} ${error ? "border-red-700" : "border-slate-400"}`}
                        value={row[field]}
                        inputMode={field === "credits" ? "decimal" : undefined}
                        placeholder={field === "grade" ? gradeHint : field === "tags" ? "major" : undefined}
                        autoComplete="off"
                        onChange={(e) => dispatch({ type: "edit", id: row.id, field, value: e.target.value })}
                        onPaste={(e) => onPaste(e, row)}
                      />
                    )}
                  </div>
                );
              })}
              <CourseOutcome check={check} />
              <div className="print-hide col-span-2 flex justify-end gap-1 md:col-span-1">
                <button
                  type="button"
                  className={buttonClass("ghost", "px-2")}
                  aria-label={`Move course ${n} up`}
                  disabled={index === 0}
                  onClick={() => dispatch({ type: "move", id: row.id, by: -1 })}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className={buttonClass("ghost", "px-2")}
                  aria-label={`Move course ${n} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => dispatch({ type: "move", id: row.id, by: 1 })}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className={buttonClass("ghost", "px-2")}
                  aria-label={`Remove course ${n}`}
                  onClick={() => dispatch({ type: "remove", id: row.id })}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
              {(check?.gradeError || check?.creditsError) && (
                <div className="col-span-2 space-y-0.5 md:col-span-8">
                  {check.gradeError && (
                    <p id={errorId("grade")} className="text-xs font-medium text-red-800">
                      {check.gradeError}
                    </p>
                  )}
                  {check.creditsError && (
                    <p id={errorId("credits")} className="text-xs font-medium text-red-800">
                      {check.creditsError}
                    </p>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function CourseOutcome({ check }: { check: RowCheck | undefined }) {
  const course = check?.course;
  if (!course) {
    return (
      <p className="text-sm text-slate-700 md:pt-1.5">
        <span className="md:hidden">US result: </span>
        {check ? "fix the row" : "—"}
      </p>
    );
  }
  const points = course.usPoints === null ? null : course.usPoints.toFixed(2);
  const note = course.superseded
    ? "repeat, not counted"
    : !course.countsInGpa
      ? course.pass
        ? "credit, not in GPA"
        : "no credit"
      : course.outcome === "condoned"
        ? "condoned"
        : null;
  // The full readings and their sources are in the results' "Sources disagree" list.
  const disputed = course.alternatives.map((a) => a.usLetter).join(" or ");
  return (
    <p className="text-sm text-slate-900 md:pt-1.5">
      <span className="md:hidden">US result: </span>
      <strong>{course.usLetter ?? "P"}</strong>
      {points !== null && <span> · {points}</span>}
      <span className="text-slate-700"> · {course.usCredits} cr</span>
      {note && <span className="block text-xs text-slate-700">{note}</span>}
      {disputed && <span className="block text-xs text-amber-900">sources disagree: also {disputed}</span>}
    </p>
  );
}
