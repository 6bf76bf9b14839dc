import { type Dispatch, useId, useRef, useState } from "react";
import { buttonClass } from "../../../components/ui/button-styles";
import { fieldClass } from "../../../components/ui/field-styles";
import { saveFile } from "../../../lib/save-file";
import { toast } from "../../../lib/toast";
import { parsePastedRows } from "./paste-parse";
import { rowsToCsv } from "./transcript-csv";
import type { TranscriptRow } from "./transcript-row";
import type { RowsAction } from "./transcript-state";

const MAX_CSV_BYTES = 2 * 1024 * 1024;

/** The inside of the tools' disclosure: paste a block, import or export CSV, clear. */
export default function TranscriptToolsPanel({
  rows,
  dispatch,
  onClear,
}: {
  rows: TranscriptRow[];
  dispatch: Dispatch<RowsAction>;
  onClear: () => void;
}) {
  const pasteId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [block, setBlock] = useState("");

  const addBlock = (text: string, from: string) => {
    const parsed = parsePastedRows(text);
    if (parsed.rows.length === 0) {
      toast.error(`No courses found in the ${from}. Use one course per line: name, grade, credits.`);
      return false;
    }
    dispatch({ type: "paste", rows: parsed.rows });
    toast.success(
      `${parsed.rows.length} course${parsed.rows.length === 1 ? "" : "s"} added from the ${from}${parsed.skippedLines ? ` (${parsed.skippedLines} empty or unreadable line${parsed.skippedLines === 1 ? "" : "s"} skipped)` : ""}.`,
    );
    return true;
  };

  const exportCsv = () => {
    const blob = new Blob([rowsToCsv(rows)], { type: "text/csv;charset=utf-8" });
    saveFile(blob, "transcript.csv");
  };

  return (
    <div className="mt-3 space-y-3">
      <div>
        <label htmlFor={pasteId} className="block text-sm font-medium text-slate-900">
          Paste rows copied from Excel, Google Sheets or a CSV file
        </label>
        <textarea
          id={pasteId}
          rows={4}
          value={block}
          onChange={(e) => setBlock(e.target.value)}
          placeholder={"Physics\t72\t4\nChemistry\t55\t3"}
          className={fieldClass("sm", { extra: "font-mono" })}
        />
        <p className="mt-1 text-xs text-slate-700">
          Columns: course, grade, credits, year, tags (a header row may name them in any order). You can also paste
          straight into any grade field.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass("primary")}
          disabled={!block.trim()}
          onClick={() => addBlock(block, "pasted text") && setBlock("")}
        >
          Add these rows
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={() => fileRef.current?.click()}>
          Import CSV…
        </button>
        <input
          ref={fileRef}
          type="file"
          accept=".csv,text/csv,.tsv,.txt"
          className="sr-only"
          tabIndex={-1}
          aria-label="CSV file to import"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (!file) return;
            if (file.size > MAX_CSV_BYTES) {
              toast.error("That file is larger than 2 MB; a transcript CSV is usually a few KB.");
              return;
            }
            addBlock(await file.text(), `file ${file.name}`);
          }}
        />
        <button type="button" className={buttonClass("secondary")} onClick={exportCsv}>
          Export CSV
        </button>
        <button type="button" className={buttonClass("ghost")} onClick={onClear}>
          Clear all rows
        </button>
      </div>
    </div>
  );
}
