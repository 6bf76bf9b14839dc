import type { CustomScale } from "@gradeatlas/contracts/custom-scales";
import { useMemo, useRef, useState } from "react";
import { buttonClass } from "../../../components/ui/button-styles";
import { FormAlert } from "../../../components/ui/form-fields";
import { failureMessage } from "../../../components/ui/query-view";
import { ApiError } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { useSaveCustomScale } from "../custom-scales-api";
import type { BandImport } from "./band-csv";
import { BandsTable } from "./bands-table";
import { CsvImportPanel } from "./csv-import-panel";
import { Field } from "./field";
import { LivePreview } from "./live-preview";
import { suggestedSamples } from "./sample-grades";
import { draftFromDefinition, emptyDraft, readNumber, type ScaleDraft } from "./scale-draft";
import { ScaleFields } from "./scale-fields";
import { checkDraft, type FieldIssues, issuesFromServer } from "./validate-draft";

// Fields whose emptiness is no news on a new scale: quiet until touched or a save is tried.
const quietUntilTouched = new Set(["name", "country"]);
const PREVIEW_ID = "00000000-0000-4000-8000-000000000000";

/**
 * Adds a scale, or writes the next version of one: the fields, the bands (typed
 * or imported from CSV), checked live with the engine's rules, and sample
 * grades converted as you type.
 */
export function ScaleEditor({
  institutionName,
  editing,
  onDone,
}: {
  institutionName: string;
  /** The scale whose next version this writes; a new scale when absent. */
  editing?: CustomScale;
  onDone: (saved: CustomScale) => void;
}) {
  const [draft, setDraft] = useState<ScaleDraft>(() =>
    editing ? draftFromDefinition(editing.country, editing.definition) : emptyDraft(),
  );
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [tried, setTried] = useState(false);
  const [serverIssues, setServerIssues] = useState<FieldIssues | null>(null);
  const [samples, setSamples] = useState<string | null>(null);
  const save = useSaveCustomScale();
  const summaryRef = useRef<HTMLDivElement>(null);

  const check = useMemo(
    () =>
      checkDraft(draft, {
        id: editing?.id ?? PREVIEW_ID,
        version: (editing?.version ?? 0) + 1,
        institution: institutionName,
        written: new Date().toISOString().slice(0, 10),
        homeUrl: `${window.location.origin}${paths.customScales}`,
      }),
    [draft, editing, institutionName],
  );

  const issuesFor = (field: string) => {
    const local = tried || touched.has(field) || !quietUntilTouched.has(field) ? check.issues[field] : undefined;
    const server = serverIssues?.[field];
    return local || server ? [...new Set([...(local ?? []), ...(server ?? [])])] : undefined;
  };
  const update = (patch: Partial<ScaleDraft>, field: string) => {
    setDraft((d) => ({ ...d, ...patch }));
    setTouched((t) => new Set(t).add(field));
    setServerIssues(null);
  };
  const importBands = ({ gradeType, bands }: BandImport) => {
    const patch: Partial<ScaleDraft> = { gradeType, bands };
    if (gradeType === "labels") patch.labels = bands.map((b) => b.label).join(", ");
    else if (draft.gradeType === "labels") {
      const ends = bands.flatMap((b) => [readNumber(b.from), readNumber(b.to)]).filter((n) => n !== null);
      patch.min = String(Math.min(...ends));
      patch.max = String(Math.max(...ends));
    }
    update(patch, "bands");
  };

  const submit = async () => {
    setTried(true);
    if (!check.definition) {
      summaryRef.current?.focus();
      return;
    }
    try {
      onDone(await save.mutateAsync({ id: editing?.id, country: draft.country, definition: check.definition }));
    } catch (err) {
      const byField = err instanceof ApiError ? issuesFromServer(err.details) : null;
      setServerIssues(byField);
      summaryRef.current?.focus();
    }
  };

  const problemCount = Object.values(check.issues).flat().length;
  const showSummary = (tried && problemCount > 0) || serverIssues !== null || save.isError;
  const suggested = suggestedSamples(draft).join(", ");

  return (
    <form
      noValidate
      aria-label={editing ? `New version of ${editing.name}` : "New scale"}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <div className="space-y-6 lg:col-start-1">
        <div ref={summaryRef} tabIndex={-1} className="outline-none empty:hidden">
          {showSummary && (
            <FormAlert>
              {serverIssues
                ? "The server refused the scale: see the fields marked below."
                : save.isError
                  ? failureMessage(save.error, "The scale could not be saved. Please try again.")
                  : `Fix the ${problemCount === 1 ? "problem" : `${problemCount} problems`} marked below, then save again.`}
              {issuesFor("form")?.map((m) => (
                <span key={m} className="block">
                  {m}
                </span>
              ))}
            </FormAlert>
          )}
        </div>
        {editing && (
          <p className="rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-950">
            Saving writes version {editing.version + 1} of this scale. Calculations saved with version {editing.version}{" "}
            or earlier keep the version they used.
          </p>
        )}
        <ScaleFields draft={draft} update={update} issuesFor={issuesFor} countryLocked={Boolean(editing)} />
        <section aria-labelledby="bands-title">
          <h2 id="bands-title" className="text-lg font-semibold text-slate-900">
            Bands, best first
          </h2>
          <p className="mb-3 text-sm text-slate-700">
            {draft.gradeType === "numeric"
              ? "Each band runs from one grade to another, both included, as the partner publishes it."
              : "Each label gets its US letter."}
          </p>
          <BandsTable
            gradeType={draft.gradeType}
            bands={draft.bands}
            onChange={(bands, field) => update({ bands }, field)}
            issuesFor={issuesFor}
          />
          <div className="mt-4">
            <CsvImportPanel gradeType={draft.gradeType} bands={draft.bands} onImport={importBands} />
          </div>
        </section>
      </div>
      {/* After the bands on a phone; beside the whole form, and kept in view, on a wide screen. */}
      <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <LivePreview
          scale={check.scale}
          samples={samples ?? suggested}
          edited={samples !== null}
          onSamplesChange={setSamples}
          onReset={() => setSamples(null)}
        />
      </div>
      <div className="space-y-6 lg:col-start-1">
        <Field label="Notes (optional)" issues={issuesFor("notes")} hint="One per line: what an evaluator should know.">
          {(p) => (
            <textarea
              {...p}
              rows={3}
              value={draft.notes}
              onChange={(e) => update({ notes: e.target.value }, "notes")}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass("primary")} disabled={save.isPending}>
            {save.isPending ? "Saving..." : editing ? `Save version ${editing.version + 1}` : "Save the scale"}
          </button>
        </div>
      </div>
    </form>
  );
}
