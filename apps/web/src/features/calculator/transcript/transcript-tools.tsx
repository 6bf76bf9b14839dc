import { type Dispatch, lazy, Suspense, useState } from "react";
import type { TranscriptRow } from "./transcript-row";
import type { RowsAction } from "./transcript-state";

// Behind a closed disclosure on every first view: its code (and the CSV
// writer's) loads when the disclosure is first opened, not with the
// calculator (the 150 KiB first-view budget).
const TranscriptToolsPanel = lazy(() => import("./transcript-tools-panel"));

/** Paste a block, import or export CSV, clear: the ways rows arrive in bulk. */
export function TranscriptTools({
  rows,
  dispatch,
  onClear,
}: {
  rows: TranscriptRow[];
  dispatch: Dispatch<RowsAction>;
  onClear: () => void;
}) {
  // Stays mounted once opened, so closing the disclosure keeps a half-pasted block.
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="print-hide rounded-lg border border-slate-200 bg-white p-4"
      onToggle={(e) => e.currentTarget.open && setOpened(true)}
    >
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">
        Paste from a spreadsheet, import or export CSV
      </summary>
      {opened && (
        <Suspense fallback={<p className="mt-3 text-sm text-slate-700">Loading…</p>}>
          <TranscriptToolsPanel rows={rows} dispatch={dispatch} onClear={onClear} />
        </Suspense>
      )}
    </details>
  );
}
