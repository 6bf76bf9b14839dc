import type { ReactNode } from "react";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for this column's cells, e.g. "whitespace-nowrap". */
  className?: string;
}

const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-800 uppercase";
const td = "px-3 py-2 align-top text-sm text-slate-800";

/** A table that scrolls sideways on narrow screens; focusable so keyboard users can scroll it. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  className = "mt-6",
}: {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      // `relative`: without it, absolutely positioned cell content (sr-only labels) escapes the
      // sideways scroll and widens the whole page on a phone.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className={`${className} relative overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-blue-700`}
    >
      <table className="min-w-full divide-y divide-slate-200 bg-white">
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={th}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={`${td} ${column.className ?? ""}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
