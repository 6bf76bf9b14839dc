import type { Calculation, SaveCalculationRequest } from "@gradeatlas/contracts/calculations";
import {
  datasetVersion,
  findCountrySummary,
  type HouseRules,
  otherScalesForTranscript,
  type RepeatPolicy,
} from "@gradeatlas/engine";
import { lazy, Suspense, useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useSearchParams } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { useAccess } from "../../lib/access/access-context";
import { metrics } from "../../lib/metrics/report-metrics";
import { toast } from "../../lib/toast";
import { applicantOf, emptyDetails, ReportActions, type ReportDetails } from "./report-actions";
import { type Draft, loadDraft, saveDraft } from "./saved/draft";
import { startFrom } from "./saved/start-from";
import { computeTranscript, defaultCreditSystem, parseCredits } from "./transcript/compute-transcript";
import { encodeShare } from "./transcript/share-link";
import { TranscriptEditor } from "./transcript/transcript-editor";
import { gpaText, TranscriptResults } from "./transcript/transcript-results";
import { emptyRow, isBlankRow, type TranscriptRow } from "./transcript/transcript-row";
import { TranscriptScaleOffer } from "./transcript/transcript-scale-offer";
import { rowsReducer, startingRows } from "./transcript/transcript-state";
import { TranscriptTools } from "./transcript/transcript-tools";
import type { HouseRulesInUse } from "./use-house-rules";
import type { Selection } from "./use-selection";

const noChecks = new Map();

// Needed only when a link meets a draft for another country: kept out of the
// calculator's first view (its 150 KiB budget).
const DraftNotice = lazy(() => import("./saved/draft-notice").then((m) => ({ default: m.DraftNotice })));
// Only when a colleague's calculation is opened from the institution's history.
const ReadOnlyNotice = lazy(() => import("./saved/read-only-notice").then((m) => ({ default: m.ReadOnlyNotice })));
// Only for callers who may e-mail applicants, once a saved calculation is open: never in a guest's first view.
const NotifyApplicant = lazy(() => import("../notices").then((m) => ({ default: m.NotifyApplicant })));
// Only once a course converts: an empty transcript has nothing to compare, and a first view
// without it has room for a member's institution scales (kept out of the guest's first view).
const CompareScales = lazy(() => import("./transcript/compare-scales").then((m) => ({ default: m.CompareScales })));
// Signed-in users only: guests (most first visits) never load it.
const RecentCalculations = lazy(() =>
  import("./saved/recent-calculations").then((m) => ({ default: m.RecentCalculations })),
);

const rowsFromCalculation = (c: Calculation): TranscriptRow[] =>
  c.request.courses.map((course) =>
    emptyRow({
      name: course.name ?? "",
      grade: String(course.grade),
      credits: String(course.credits),
      creditSystem: course.creditSystem ?? "",
      year: course.year === undefined ? "" : String(course.year),
      tags: course.tags?.join(", ") ?? "",
    }),
  );

/** Transcript mode: rows in, GPAs out, instantly, in the browser. */
export function TranscriptCalculator({
  selection,
  noticeSlot,
  house: currentHouse = null,
}: {
  selection: Selection;
  /** Where the page shows notices about its country and scale. */
  noticeSlot: HTMLElement | null;
  /** The institution's house rules, for members; null for everyone else. */
  house?: HouseRulesInUse | null;
}) {
  const access = useAccess();
  const [params, setParams] = useSearchParams();
  const [start] = useState(() =>
    startFrom({
      share: params.get("t"),
      link: {
        country: findCountrySummary(params.get("country") ?? "")?.code,
        scale: params.get("scale") ?? undefined,
      },
      draft: loadDraft(),
    }),
  );
  const [rows, dispatch] = useReducer(rowsReducer, start.rows);
  // A reopened calculation is shown under the house rules it was saved with (what was decided
  // then), until the evaluator takes today's; saving it under old rules is refused by the server.
  const [savedUnder, setSavedUnder] = useState<{ version: number; rules: HouseRules } | null>(null);
  const house = useMemo(
    () =>
      currentHouse && savedUnder && savedUnder.version !== currentHouse.version
        ? { ...currentHouse, ...savedUnder }
        : currentHouse,
    [currentHouse, savedUnder],
  );
  const olderRules = house !== currentHouse;
  // Null: not chosen here, so the house rule (members) or the published default applies. A draft's
  // "every attempt" is the old default, not a choice: only a link or "latest attempt" counts as one.
  const [chosenPolicy, setRepeatPolicy] = useState<RepeatPolicy | null>(
    start.fromShare || start.repeatPolicy !== "all-attempts" ? start.repeatPolicy : null,
  );
  const repeatPolicy = chosenPolicy ?? house?.rules.repeatPolicy ?? "all-attempts";
  const [details, setDetails] = useState<ReportDetails>(emptyDetails);
  const [announcement, setAnnouncement] = useState("");
  // A draft set aside because a link named another country or scale. The
  // rule: this browser keeps one draft, and the one set aside stays stored,
  // untouched, until a course is entered in the transcript the link opened
  // (from then on that transcript is the draft, and the notice goes, since
  // there is nothing left to restore). Dismissing the notice only hides it:
  // the draft still reopens on the calculator without a link.
  const [setAside, setSetAside] = useState<Draft | null>(start.setAside ?? null);
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  // A colleague's calculation opened from the institution's history: shown
  // read-only, and not kept as this browser's draft, until "Edit a copy".
  const [readOnly, setReadOnly] = useState<Calculation | null>(null);
  // The saved calculation last opened or just saved: its applicant may be e-mailed about it (issue 19).
  const [opened, setOpened] = useState<Calculation | null>(null);
  const mayNotify =
    opened !== null &&
    access.hasPremiumAccess &&
    access.institution?.role !== "viewer" &&
    (!opened.readOnly || access.institution?.role === "admin");
  const coursesRef = useRef<HTMLHeadingElement>(null);
  const policyId = useId();
  const { country, scale, scaleRef, countryCode, select, restore } = selection;
  const kit = selection.customKit;
  const customNote = kit && selection.custom ? kit.customScaleNote(selection.custom) : undefined;
  // The institution's scales for this country, for "Compare scales" (a member's only).
  const customForCountry = useMemo(
    () =>
      kit && country.data
        ? kit
            .choicesForCountry(selection.customScales, country.data.code, selection.custom)
            .map((c) => ({ scale: c.scale, note: kit.customScaleNote(c) }))
        : undefined,
    [kit, selection.customScales, country.data, selection.custom],
  );

  // A share link or draft names its country and scale; the link itself is
  // dropped from the address once read, so a reload does not undo edits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on what the page opened with
  useEffect(() => {
    if (start.brokenShare) toast.error("This share link is damaged or incomplete, so it could not be opened.");
    if (start.country && (start.country !== countryCode || start.scale)) {
      (start.fromShare ? select : restore)(start.country, start.scale);
    }
    // ?open=<id>: a saved calculation reopened from the History page.
    const openId = params.get("open");
    if (openId && access.user) {
      // Signed-in users only: the saved-calculations code stays out of a guest's first view.
      import("./saved/use-saved-calculations")
        .then((m) => m.fetchCalculation(openId))
        .then(open)
        .catch(() => toast.error("That calculation could not be opened."));
    }
    if (params.has("t") || params.has("open")) {
      setParams(
        (p) => {
          p.delete("t");
          p.delete("open");
          return p;
        },
        { replace: true },
      );
    }
  }, []);

  useEffect(() => {
    if (readOnly) return; // someone else's work never replaces this browser's draft
    const hasCourses = rows.some((r) => !isBlankRow(r));
    if (setAside && !hasCourses) return; // an empty transcript never replaces the draft set aside
    const timer = setTimeout(() => {
      saveDraft({ country: countryCode, scale: scaleRef, repeatPolicy, rows });
      if (hasCourses) setSetAside(null);
    }, 300);
    return () => clearTimeout(timer);
  }, [countryCode, scaleRef, repeatPolicy, rows, setAside, readOnly]);

  const restoreDraft = (draft: Draft) => {
    select(draft.country, draft.scale);
    dispatch({ type: "replace", rows: draft.rows });
    setRepeatPolicy(draft.repeatPolicy);
    setSetAside(null);
    const courses = draft.rows.filter((r) => !isBlankRow(r)).length;
    const name = findCountrySummary(draft.country)?.name ?? draft.country;
    setAnnouncement(`Draft restored: ${name}, ${courses} ${courses === 1 ? "course" : "courses"}.`);
    // The notice and its button are gone: focus goes where the restored work is.
    coursesRef.current?.focus();
  };

  const creditSystem =
    (country.data && house?.rules.creditSystems?.[country.data.code]) ||
    defaultCreditSystem(country.data?.creditSystem ?? "us-semester");
  // The same rules the server applies when this is saved, so both label the result alike.
  const applied = useMemo(
    () =>
      house && country.data && scale
        ? house.kit.applyHouseRules(country.data, { scale, creditSystem, repeatPolicy }, house.rules)
        : null,
    [house, country.data, scale, creditSystem, repeatPolicy],
  );
  const houseOptions = useMemo(
    () =>
      applied
        ? { gpaRounding: applied.settings.gpaRounding, countCondoned: applied.settings.countCondoned }
        : undefined,
    [applied],
  );
  const computation = useMemo(() => {
    if (!scale) return null;
    const started = performance.now();
    const result = computeTranscript(scale, rows, { repeatPolicy, creditSystem, ...houseOptions });
    metrics.record("gpa_calculation", performance.now() - started, { courses: String(rows.length) });
    return result;
  }, [scale, rows, repeatPolicy, creditSystem, houseOptions]);

  // Grades another of the country's scales reads, where this one refuses some or fails them all: offer it.
  const scaleOffer = useMemo(
    () =>
      scale && country.data
        ? otherScalesForTranscript(
            country.data.scales,
            scale,
            rows.map((r) => r.grade),
          )
        : null,
    [scale, country.data, rows],
  );

  /** The same rows under the published defaults, for "Compare with the published default". */
  const comparePublished = () => {
    const p = (applied as NonNullable<typeof applied>).published;
    const { result, invalidRows } = computeTranscript(p.scale, rows, {
      repeatPolicy: p.repeatPolicy,
      creditSystem: p.creditSystem,
      gpaRounding: p.gpaRounding,
      countCondoned: p.countCondoned,
    });
    return { gpa: result ? gpaText(result.gpa.overall) : "—", invalidRows, scaleName: p.scale.name };
  };

  const saveRequest = (): SaveCalculationRequest | null => {
    if (computation && computation.invalidRows > 0) {
      toast.error("Fix the rows marked in red before saving: every course must convert.");
      return null;
    }
    const courses = rows
      .filter((r) => !isBlankRow(r))
      .map((r) => ({
        grade: r.grade,
        credits: parseCredits(r.credits) ?? 0,
        ...(r.creditSystem ? { creditSystem: r.creditSystem } : {}),
        ...(r.name.trim() ? { name: r.name.trim() } : {}),
        ...(r.year.trim() ? { year: r.year.trim() } : {}),
        ...(r.tags.trim()
          ? {
              tags: r.tags
                .split(",")
                .map((t) => t.trim())
                .filter(Boolean),
            }
          : {}),
      }));
    const applicant = applicantOf(details);
    return {
      country: countryCode,
      // An institution's scale goes by its ref, version included: the server converts again with that very version.
      scale: scaleRef,
      courses,
      creditSystem,
      repeatPolicy,
      title: details.applicantName.trim() || undefined,
      applicant,
      notes: details.notes.trim() || undefined,
      // The server refuses the save (409) if the rules changed since: the saved GPA must be the one shown.
      ...(house ? { houseRulesVersion: house.version } : {}),
    };
  };

  const shareUrl = () => {
    const encoded = encodeShare({
      country: countryCode,
      // An institution's scales are private (404 to anyone outside it): the link opens with the published default.
      scale: selection.custom ? undefined : scaleRef,
      repeatPolicy,
      rows: rows.filter((r) => !isBlankRow(r)).map(({ id: _, ...r }) => r),
    });
    return `${window.location.origin}/calculator?t=${encoded}`;
  };

  const open = (c: Calculation) => {
    setReadOnly(c.readOnly ? c : null);
    setOpened(c);
    select(c.country, c.request.scale ?? c.scale.id);
    dispatch({ type: "replace", rows: rowsFromCalculation(c) });
    setRepeatPolicy(c.request.repeatPolicy ?? "all-attempts");
    setDetails({
      applicantName: c.request.applicant?.name ?? "",
      applicantId: c.request.applicant?.id ?? "",
      applicantEmail: c.request.applicant?.email ?? "",
      institution: c.request.applicant?.institution ?? "",
      evaluator: "",
      notes: c.request.notes ?? "",
    });
    // The rows are converted again with today's data: say so when it differs from the data it was saved with.
    const changed =
      c.datasetVersion && c.datasetVersion !== datasetVersion
        ? ` Saved with dataset ${c.datasetVersion}; converted again with dataset ${datasetVersion}.`
        : "";
    // A member sees it under the house rules it was saved with; anyone else is told which those were.
    const savedRules = c.houseRules?.version ?? 0;
    const rulesNow = currentHouse?.version ?? 0;
    setSavedUnder(currentHouse ? { version: savedRules, rules: c.houseRules?.rules ?? {} } : null);
    const rules =
      savedRules === rulesNow
        ? ""
        : currentHouse
          ? ` Shown with the house rules it was saved under (version ${savedRules}).`
          : ` Saved under house rules version ${savedRules}${
              c.houseRules?.changes.length ? ` (${c.houseRules.changes.map((r) => r.house).join("; ")})` : ""
            }.`;
    toast.success(`Opened "${c.title || c.scale.name}"${c.readOnly ? " read-only" : ""}.${changed}${rules}`);
  };

  return (
    <div className="space-y-6">
      {setAside &&
        !noticeDismissed &&
        noticeSlot &&
        createPortal(
          <Suspense fallback={null}>
            <DraftNotice
              draft={setAside}
              openedCountry={countryCode}
              onRestore={() => restoreDraft(setAside)}
              onDismiss={() => setNoticeDismissed(true)}
            />
          </Suspense>,
          noticeSlot,
        )}
      {readOnly && (
        <Suspense fallback={null}>
          <ReadOnlyNotice calculation={readOnly} onEditCopy={() => setReadOnly(null)} />
        </Suspense>
      )}
      {opened && mayNotify && (
        <Suspense fallback={null}>
          <NotifyApplicant calculation={opened} />
        </Suspense>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="courses-heading" className="min-w-0">
          {/* Disabled while a colleague's calculation is shown read-only. */}
          <fieldset
            disabled={readOnly !== null}
            className={`m-0 min-w-0 space-y-3 border-0 p-0 ${readOnly ? "[&_input]:bg-slate-100 [&_select]:bg-slate-100" : ""}`}
          >
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="courses-heading" ref={coursesRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
                Courses
              </h2>
              <div>
                <label htmlFor={policyId} className="block text-sm font-medium text-slate-900">
                  Repeated courses
                </label>
                <select
                  id={policyId}
                  value={repeatPolicy}
                  onChange={(e) => setRepeatPolicy(e.target.value as RepeatPolicy)}
                  className="mt-1 rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900"
                >
                  <option value="all-attempts">Every attempt counts</option>
                  <option value="latest-attempt">Latest attempt only</option>
                </select>
              </div>
            </div>
            {/* Shown at once, before the scale arrives, so the page does not jump. */}
            <TranscriptEditor
              rows={rows}
              dispatch={dispatch}
              checks={computation?.checks ?? noChecks}
              defaultSystem={creditSystem}
              gradeHint={
                scale
                  ? scale.grades.type === "numeric"
                    ? `${scale.grades.min}–${scale.grades.max}`
                    : scale.bestGrade
                  : ""
              }
              onPasted={(n) => setAnnouncement(`${n} courses pasted.`)}
            />
            {scaleOffer && <TranscriptScaleOffer offer={scaleOffer} selection={selection} />}
            <p className="sr-only" role="status">
              {announcement}
            </p>
            <div className="print-hide flex flex-wrap items-center gap-3">
              <button type="button" className={buttonClass("secondary")} onClick={() => dispatch({ type: "add" })}>
                Add course
              </button>
              <p className="text-xs text-slate-700">
                Enter: next row · Alt+↑/↓: move a row · paste many rows into any field
              </p>
            </div>
            <TranscriptTools
              rows={rows}
              dispatch={dispatch}
              onClear={() => {
                dispatch({ type: "replace", rows: startingRows() });
                setDetails(emptyDetails);
                setSavedUnder(null);
              }}
            />
          </fieldset>
        </section>
        <div className="space-y-6 xl:sticky xl:top-20 xl:self-start" aria-live="polite">
          {house && currentHouse && olderRules && (
            <house.kit.OlderRulesNotice
              savedVersion={house.version}
              currentVersion={currentHouse.version}
              onUseCurrent={() => setSavedUnder(null)}
            />
          )}
          {house && applied && applied.changes.length > 0 && computation?.result && (
            <house.kit.HouseRulesApplied
              changes={applied.changes}
              gpa={gpaText(computation.result.gpa.overall)}
              comparePublished={comparePublished}
            />
          )}
          <TranscriptResults
            result={computation?.result ?? null}
            invalidRows={computation?.invalidRows ?? 0}
            gpaRounding={houseOptions?.gpaRounding}
            scaleNote={customNote}
          />
        </div>
      </div>
      {country.data && scale && computation?.result && (
        <Suspense fallback={null}>
          <CompareScales
            country={country.data}
            rows={rows}
            repeatPolicy={repeatPolicy}
            creditSystem={creditSystem}
            currentScaleId={scale.id}
            houseOptions={houseOptions}
            customScales={customForCountry}
          />
        </Suspense>
      )}
      {country.data && scale && (
        <ReportActions
          country={country.data}
          scale={scale}
          result={computation?.result ?? null}
          details={details}
          onDetails={setDetails}
          saveRequest={saveRequest}
          // Just saved: the evaluator may e-mail the applicant without reopening it from History.
          onSaved={setOpened}
          // Its owner, or the institution's admin, may correct who it is for.
          opened={opened && (!opened.readOnly || access.institution?.role === "admin") ? opened : null}
          shareUrl={shareUrl}
          customNote={
            kit && customNote ? { note: customNote, shareNote: kit.privateShareNote(country.data.name) } : undefined
          }
        />
      )}
      {access.user && (
        <Suspense fallback={null}>
          <RecentCalculations onOpen={open} />
        </Suspense>
      )}
    </div>
  );
}
