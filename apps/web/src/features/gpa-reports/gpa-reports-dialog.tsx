import type { GpaReport } from "@gradeatlas/contracts/gpa-reports";
import { useId, useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { fieldClass } from "../../components/ui/field-styles";
import { FormAlert } from "../../components/ui/form-fields";
import { ModalShell } from "../../components/ui/modal-shell";
import { QueryView } from "../../components/ui/query-view";
import { formatTimestamp } from "../../components/ui/timestamp";
import { saveFile } from "../../lib/save-file";
import { toast } from "../../lib/toast";
import { downloadGpaReport, useGpaReports, useIssueGpaReport, useRevokeGpaReport } from "./gpa-reports-api";

/**
 * The GPA reports of one saved calculation (premium): issue one (the server
 * renders it with the institution's branding and keeps the file), download a
 * report exactly as issued, open its verify page, revoke it (admins).
 */
export function GpaReportsDialog({
  calculation,
  canIssue,
  onClose,
}: {
  calculation: { id: string; name: string };
  /** Viewers read reports; evaluators and admins issue them. */
  canIssue: boolean;
  onClose: () => void;
}) {
  const reports = useGpaReports(calculation.id);
  return (
    <ModalShell
      title="GPA reports"
      description={
        <>
          Official reports of <span className="font-medium">{calculation.name}</span>, under your office's branding.
          Each has a code and a QR code that anyone can check on its verify page.
        </>
      }
      onClose={onClose}
    >
      {canIssue && <IssueForm calculationId={calculation.id} />}
      <h3 className="mt-6 text-base font-semibold text-slate-900">Issued reports</h3>
      <QueryView
        query={reports}
        loading="Loading the reports..."
        failure="The reports could not be loaded. Please try again."
        isEmpty={(list) => list.length === 0}
        empty={<p className="mt-2 text-sm text-slate-700">No report has been issued from this calculation yet.</p>}
      >
        {(list) => (
          <ul className="mt-2 space-y-3">
            {list.map((r) => (
              <ReportItem key={r.id} report={r} calculationId={calculation.id} />
            ))}
          </ul>
        )}
      </QueryView>
    </ModalShell>
  );
}

function IssueForm({ calculationId }: { calculationId: string }) {
  const ids = { dob: useId(), paper: useId() };
  const [dateOfBirth, setDateOfBirth] = useState("");
  const [paperSize, setPaperSize] = useState<"" | "A4" | "LETTER">("");
  const issue = useIssueGpaReport(calculationId);
  return (
    <form
      className="mt-4 space-y-3 rounded-lg border border-slate-200 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        issue.mutate(
          { dateOfBirth, ...(paperSize ? { paperSize } : {}) },
          {
            onSuccess: async (report) => {
              toast.success(`GPA report ${report.number} issued.`);
              saveFile(await downloadGpaReport(report.id), `${report.number}.pdf`, 10_000);
            },
          },
        );
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.dob} className="block text-sm font-medium text-slate-900">
            Date of birth (optional)
          </label>
          <input
            id={ids.dob}
            type="date"
            className={fieldClass("sm")}
            value={dateOfBirth}
            onChange={(e) => setDateOfBirth(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.paper} className="block text-sm font-medium text-slate-900">
            Paper
          </label>
          <select
            id={ids.paper}
            className={fieldClass("sm")}
            value={paperSize}
            onChange={(e) => setPaperSize(e.target.value as typeof paperSize)}
          >
            <option value="">Your office's default</option>
            <option value="A4">A4</option>
            <option value="LETTER">US Letter</option>
          </select>
        </div>
      </div>
      <p className="text-xs text-slate-700">
        The date of birth is printed on the report only; the verify page never shows it.
      </p>
      {issue.isError && <FormAlert>{issue.error.message}</FormAlert>}
      <button type="submit" className={buttonClass("primary")} disabled={issue.isPending}>
        {issue.isPending ? "Issuing the report..." : "Issue GPA report"}
      </button>
    </form>
  );
}

function ReportItem({ report: r, calculationId }: { report: GpaReport; calculationId: string }) {
  const [revoking, setRevoking] = useState(false);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const revoke = useRevokeGpaReport(calculationId);
  const download = async () => {
    try {
      saveFile(await downloadGpaReport(r.id), `${r.number}.pdf`, 10_000);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "The report could not be downloaded.");
    }
  };
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900">{r.number}</span>
        {r.revoked ? (
          <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900">Revoked</span>
        ) : (
          <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">Valid</span>
        )}
      </div>
      <p className="mt-1 text-slate-700">
        Issued {formatTimestamp(r.issuedAt)} by {r.issuedBy}; GPA {r.gpa === null ? "none" : r.gpa.toFixed(2)}
      </p>
      <p className="mt-1 font-mono text-xs text-slate-800">{r.code}</p>
      {r.revoked && (
        <p className="mt-1 text-red-900">
          Revoked {formatTimestamp(r.revoked.at)}: {r.revoked.reason}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={buttonClass("secondary", "px-3 py-1.5")} onClick={download}>
          Download PDF<span className="sr-only"> of {r.number}</span>
        </button>
        <a href={r.verifyUrl} target="_blank" rel="noreferrer" className={buttonClass("ghost", "px-3 py-1.5")}>
          Verify page<span className="sr-only"> of {r.number} (opens in a new tab)</span>
        </a>
        {r.canRevoke && !r.revoked && !revoking && (
          <button
            type="button"
            className={buttonClass("ghost", "px-3 py-1.5 text-red-800")}
            onClick={() => setRevoking(true)}
          >
            Revoke<span className="sr-only"> {r.number}</span>
          </button>
        )}
      </div>
      {revoking && (
        <form
          className="mt-3 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            revoke.mutate(
              { id: r.id, reason },
              {
                onSuccess: () => {
                  toast.success(`Report ${r.number} revoked.`);
                  setRevoking(false);
                },
              },
            );
          }}
        >
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-900">
            Reason (shown on the verify page)
          </label>
          <textarea
            id={reasonId}
            rows={2}
            className={fieldClass("sm")}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {revoke.isError && <FormAlert>{revoke.error.message}</FormAlert>}
          <div className="flex gap-2">
            <button type="submit" className={buttonClass("danger", "px-3 py-1.5")} disabled={revoke.isPending}>
              {revoke.isPending ? "Revoking..." : "Revoke report"}
            </button>
            <button type="button" className={buttonClass("ghost", "px-3 py-1.5")} onClick={() => setRevoking(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
