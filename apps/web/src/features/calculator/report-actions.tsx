import type { Applicant, Calculation, SaveCalculationRequest } from "@gradeatlas/contracts/calculations";
import type { Country, Scale, TranscriptResult } from "@gradeatlas/engine";
import { lazy, Suspense, useId, useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { fieldClass } from "../../components/ui/field-styles";
import { useAccess } from "../../lib/access/access-context";
import { saveFile } from "../../lib/save-file";
import { toast } from "../../lib/toast";
import { useAuthModal } from "../auth";
import { useLeadAccess } from "../leads";
import { loadReportRenderer, type ReportData } from "../report";

// Signed-in users only (see the file): guests never load it.
const SaveCalculationButton = lazy(() => import("./saved/save-calculation-button"));

export interface ReportDetails {
  applicantName: string;
  applicantId: string;
  applicantEmail: string;
  institution: string;
  evaluator: string;
  notes: string;
}

export const emptyDetails: ReportDetails = {
  applicantName: "",
  applicantId: "",
  applicantEmail: "",
  institution: "",
  evaluator: "",
  notes: "",
};

const today = () => new Date().toISOString().slice(0, 10);

/** The applicant details as a saved calculation keeps them (blank ones left out). */
export const applicantOf = (details: ReportDetails): Applicant => ({
  name: details.applicantName.trim() || undefined,
  id: details.applicantId.trim() || undefined,
  email: details.applicantEmail.trim() || undefined,
  institution: details.institution.trim() || undefined,
});

/** An update of the open saved calculation, when the applicant details typed differ from its own. */
function correctionOf(opened: Calculation | null | undefined, details: ReportDetails) {
  if (!opened) return null;
  const typed = applicantOf(details);
  const saved = opened.request.applicant ?? {};
  const same = (["name", "id", "email", "institution"] as const).every((k) => (typed[k] ?? "") === (saved[k] ?? ""));
  return same ? null : { calculation: opened, applicant: typed };
}

/**
 * The academic report (a PDF made in this browser; free for everyone), print,
 * save (signed in) and the share link. The PDF code loads on the first click.
 */
export function ReportActions({
  country,
  scale,
  result,
  details,
  onDetails,
  saveRequest,
  onSaved,
  opened,
  shareUrl,
  customNote,
}: {
  country: Country;
  scale: Scale;
  result: TranscriptResult | null;
  details: ReportDetails;
  onDetails: (details: ReportDetails) => void;
  saveRequest: () => SaveCalculationRequest | null;
  onSaved?: (calculation: Calculation) => void;
  /** The saved calculation open here, when the caller may correct its applicant details. */
  opened?: Calculation | null;
  shareUrl: () => string;
  /** For an institution's own scale: "custom scale of <institution>, version N", named in the report, and what to say on sharing. */
  customNote?: { note: string; shareNote: string };
}) {
  const access = useAccess();
  const authModal = useAuthModal();
  const { requireLeadAccess } = useLeadAccess();
  const [making, setMaking] = useState(false);
  const ids = {
    name: useId(),
    id: useId(),
    email: useId(),
    institution: useId(),
    evaluator: useId(),
    notes: useId(),
  };
  const field = (key: keyof ReportDetails) => ({
    value: details[key],
    onChange: (e: { target: { value: string } }) => onDetails({ ...details, [key]: e.target.value }),
  });

  const downloadPdf = () => {
    // Free, but guests leave an address first (docs/requirements.md §4 lead access; decision 0011).
    if (
      !requireLeadAccess({
        source: "lead-modal",
        context: "the academic report (PDF)",
        onGranted: () => void makePdf(),
      })
    )
      return;
    void makePdf();
  };

  const makePdf = async () => {
    if (!result) return;
    setMaking(true);
    try {
      const { renderReportPdf, reportFileName } = await loadReportRenderer();
      const data: ReportData = {
        applicant: {
          name: details.applicantName.trim(),
          id: details.applicantId.trim(),
          institution: details.institution.trim(),
        },
        country: { code: country.code, name: country.name },
        scale: {
          id: scale.id,
          name: customNote ? `${scale.name} (${customNote.note})` : scale.name,
          level: scale.level,
          sources: scale.sources,
        },
        result,
        notes: details.notes.trim(),
        evaluator: details.evaluator.trim(),
        date: today(),
      };
      const blob = await renderReportPdf(data);
      // A PDF of a few hundred KB: the blob is kept a little longer.
      saveFile(blob, reportFileName(data), 10_000);
    } catch {
      toast.error("The report could not be made. Please try again.");
    } finally {
      setMaking(false);
    }
  };

  const copyShare = async () => {
    const url = shareUrl();
    try {
      await navigator.clipboard.writeText(url);
      toast.success(customNote?.shareNote ?? "Share link copied. It holds the courses, not the applicant's name.");
    } catch {
      window.prompt("Copy this link:", url);
    }
  };

  return (
    <section
      aria-labelledby="report-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm print:hidden"
    >
      <h2 id="report-heading" className="text-lg font-semibold text-slate-900">
        Academic report
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        For the applicant's file. Made in your browser; nothing is uploaded.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.name} className="block text-sm font-medium text-slate-900">
            Applicant name (optional)
          </label>
          <input id={ids.name} className={fieldClass("sm")} autoComplete="off" {...field("applicantName")} />
        </div>
        <div>
          <label htmlFor={ids.id} className="block text-sm font-medium text-slate-900">
            Applicant ID (optional)
          </label>
          <input id={ids.id} className={fieldClass("sm")} autoComplete="off" {...field("applicantId")} />
        </div>
        {access.user && (
          <div className="sm:col-span-2">
            <label htmlFor={ids.email} className="block text-sm font-medium text-slate-900">
              Applicant e-mail (optional; saved with the calculation, not printed)
            </label>
            <input
              id={ids.email}
              type="email"
              className={fieldClass("sm")}
              autoComplete="off"
              {...field("applicantEmail")}
            />
          </div>
        )}
        <div>
          <label htmlFor={ids.institution} className="block text-sm font-medium text-slate-900">
            Institution attended
          </label>
          <input id={ids.institution} className={fieldClass("sm")} autoComplete="off" {...field("institution")} />
        </div>
        <div>
          <label htmlFor={ids.evaluator} className="block text-sm font-medium text-slate-900">
            Evaluator
          </label>
          <input id={ids.evaluator} className={fieldClass("sm")} autoComplete="name" {...field("evaluator")} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={ids.notes} className="block text-sm font-medium text-slate-900">
            Notes
          </label>
          <textarea id={ids.notes} rows={2} className={fieldClass("sm")} {...field("notes")} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={buttonClass("primary")} disabled={!result || making} onClick={downloadPdf}>
          {making ? "Making the PDF..." : "Download PDF report"}
        </button>
        <button type="button" className={buttonClass("secondary")} disabled={!result} onClick={() => window.print()}>
          Print
        </button>
        {access.user ? (
          <Suspense
            fallback={
              <button type="button" className={buttonClass("secondary")} disabled>
                Save calculation
              </button>
            }
          >
            <SaveCalculationButton
              disabled={!result}
              saveRequest={saveRequest}
              onSaved={onSaved}
              correction={correctionOf(opened, details)}
            />
          </Suspense>
        ) : (
          <button type="button" className={buttonClass("secondary")} onClick={() => authModal.open("sign-up")}>
            Sign up to save
          </button>
        )}
        <button type="button" className={buttonClass("ghost")} disabled={!result} onClick={copyShare}>
          Copy share link
        </button>
      </div>
      {!access.user && (
        <p className="mt-3 text-xs text-slate-700">
          Your courses are kept in this browser as a draft. A free account saves them for any device.
        </p>
      )}
    </section>
  );
}
