import { type ReactNode, Suspense, useId, useState } from "react";
import { saveFile } from "../../lib/save-file";
import { buttonClass } from "../ui/button-styles";
import { type PanelColumn, panelCsv } from "./panel-csv";

const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-800 uppercase";
const td = "px-3 py-2 align-top text-sm text-slate-800";

/**
 * One chart with its figures: the chart (hidden from assistive technology),
 * the same figures in a real table with a caption behind "Show table", and
 * "Export CSV" of that table. The dashboard, institution insights and the
 * premium page's demo all build their panels from this.
 */
export function ChartPanel<Row>({
  title,
  description,
  chart,
  caption,
  columns,
  rows,
  rowKey,
  fileName,
  headingLevel = 3,
  tableOpen = false,
  className = "",
}: {
  title: string;
  description?: ReactNode;
  /** Usually a lazily loaded chart: it waits in a Suspense of the chart's height. */
  chart: ReactNode;
  caption: string;
  columns: PanelColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  fileName: string;
  headingLevel?: 2 | 3;
  /** Whether the table starts shown. */
  tableOpen?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(tableOpen);
  const ids = { title: useId(), table: useId() };
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const exportCsv = () => saveFile(new Blob([panelCsv(columns, rows)], { type: "text/csv;charset=utf-8" }), fileName);
  return (
    <section
      aria-labelledby={ids.title}
      className={`min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={ids.title} className="text-lg font-semibold text-slate-900">
          {title}
        </Heading>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass("secondary", "px-3 py-1.5")}
            aria-expanded={open}
            aria-controls={ids.table}
            aria-label={`${open ? "Hide table" : "Show table"}: ${title}`}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? "Hide table" : "Show table"}
          </button>
          <button
            type="button"
            className={buttonClass("secondary", "px-3 py-1.5")}
            aria-label={`Export CSV: ${title}`}
            onClick={exportCsv}
          >
            Export CSV
          </button>
        </div>
      </div>
      {description && <div className="mt-1 text-sm text-slate-700">{description}</div>}
      <Suspense fallback={<div className="mt-3 h-64" />}>{chart}</Suspense>
      <section
        id={ids.table}
        hidden={!open}
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        className="mt-3 overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <table className="min-w-full divide-y divide-slate-200 bg-white">
          <caption className="px-3 py-2 text-left text-sm font-medium text-slate-800">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={`${th} ${c.numeric ? "text-right" : ""}`}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c, i) => {
                  const text = c.display ? c.display(row) : String(c.value(row) ?? "—");
                  const cls = `${td} ${c.numeric ? "text-right tabular-nums" : ""}`;
                  return i === 0 ? (
                    <th key={c.header} scope="row" className={`${cls} text-left font-medium whitespace-nowrap`}>
                      {text}
                    </th>
                  ) : (
                    <td key={c.header} className={cls}>
                      {text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
