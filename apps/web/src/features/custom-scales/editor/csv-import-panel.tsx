import { useId, useState } from "react";
import { buttonClass } from "../../../components/ui/button-styles";
import { fieldClass } from "../../../components/ui/field-styles";
import { saveFile } from "../../../lib/save-file";
import { type BandImport, bandCsvTemplate, type LineError, parseBandCsv } from "./band-csv";
import type { BandRow, GradeType } from "./scale-draft";

const MAX_FILE_BYTES = 200_000;

/** Paste or upload a CSV of bands; every faulty line is named, and nothing changes until all are right. */
export function CsvImportPanel({
  gradeType,
  bands,
  onImport,
}: {
  gradeType: GradeType;
  bands: readonly BandRow[];
  onImport: (result: BandImport) => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<LineError[]>([]);
  const [done, setDone] = useState<string | null>(null);

  const run = (csv: string) => {
    const result = parseBandCsv(csv);
    setErrors(result.errors);
    if (result.errors.length > 0) {
      setDone(null);
      return;
    }
    onImport(result);
    setDone(`Imported ${result.bands.length} ${result.bands.length === 1 ? "band" : "bands"} into the table.`);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setErrors([{ line: 1, message: "That file is too large for a band table (at most 200 KB)." }]);
      return;
    }
    const content = await file.text();
    setText(content);
    run(content);
  };

  return (
    <details className="rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">Import bands from CSV</summary>
      <p id={`${id}-hint`} className="mt-2 text-sm text-slate-700">
        One band per line, best first, under a header: <code>from,to,us</code> for marks or <code>label,us</code> for
        labels; an <code>outcome</code> column (graded, pass, credit-only, condoned, no-credit) is optional. The import
        replaces the bands in the table.
      </p>
      <label htmlFor={`${id}-text`} className="mt-3 block text-sm font-semibold text-slate-900">
        Paste CSV
      </label>
      <textarea
        id={`${id}-text`}
        rows={5}
        aria-describedby={`${id}-hint`}
        className={fieldClass("sm", { invalid: errors.length > 0, extra: "font-mono" })}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={"from,to,us\n85,100,A\n70,84,B"}
      />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass("secondary", "px-3 py-1.5")} onClick={() => run(text)}>
          Import pasted CSV
        </button>
        <label className={buttonClass("secondary", "cursor-pointer px-3 py-1.5")}>
          Upload a CSV file
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </label>
        <button
          type="button"
          className="text-sm font-semibold text-blue-800 underline"
          onClick={() =>
            saveFile(
              new Blob([bandCsvTemplate(gradeType, bands)], { type: "text/csv;charset=utf-8" }),
              "scale-bands-template.csv",
            )
          }
        >
          Download a CSV template
        </button>
      </div>
      {errors.length > 0 && (
        <div role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-semibold">The CSV was not imported:</p>
          <ul className="mt-1 list-disc pl-5">
            {errors.map((e) => (
              <li key={`${e.line}-${e.message}`}>
                Line {e.line}: {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p role="status" className="mt-2 text-sm text-green-900 empty:hidden">
        {done}
      </p>
    </details>
  );
}
