import type { Calculation } from "@gradeatlas/contracts/calculations";
import type { Notice } from "@gradeatlas/contracts/notices";
import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { fieldClass } from "../../components/ui/field-styles";
import { FormAlert, TextField } from "../../components/ui/form-fields";
import { LoadingIndicator } from "../../components/ui/loading";
import { ModalShell } from "../../components/ui/modal-shell";
import { failureMessage } from "../../components/ui/query-view";
import { formatTimestamp } from "../../components/ui/timestamp";
import { useGpaReports } from "../gpa-reports";
import { useNoticeComposer, useResendNotice, useSendNotice } from "./api/notices";
import { NoticePreview } from "./notice-preview";
import { describeNotice, NoticeStateBadge } from "./notice-state";

/**
 * Above a saved calculation opened in the calculator: e-mail the applicant their converted GPA in the
 * institution's words, see each notice's state and resend one. Shown only to
 * callers who may notify (premium, not viewers); the server checks again.
 */
export function NotifyApplicant({ calculation: c }: { calculation: Calculation }) {
  const [open, setOpen] = useState(false);
  const title = c.title || c.applicantName || c.scale.name;
  return (
    <section
      aria-label="Saved calculation"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3"
    >
      <p className="text-sm text-slate-800">Saved calculation “{title}”: e-mail the applicant the GPA it saved.</p>
      <button type="button" className={buttonClass("secondary")} onClick={() => setOpen(true)}>
        Notify the applicant
      </button>
      {open && (
        <ModalShell
          title="Notify the applicant"
          description={`E-mail the converted GPA of “${title}” with how it was worked out, in your institution's words.`}
          onClose={() => setOpen(false)}
          size="wide"
        >
          <Composer calculationId={c.id} applicantEmail={c.request.applicant?.email ?? ""} />
        </ModalShell>
      )}
    </section>
  );
}

function Composer({ calculationId, applicantEmail }: { calculationId: string; applicantEmail: string }) {
  const composer = useNoticeComposer(calculationId);
  const send = useSendNotice(calculationId);
  // The address saved with the calculation, when there is one.
  const [to, setTo] = useState(applicantEmail);
  const [sent, setSent] = useState("");
  const reports = useGpaReports(calculationId);
  // The newest report that stands goes with the e-mail unless the evaluator picks otherwise.
  const valid = (reports.data ?? []).filter((r) => !r.revoked);
  const [chosen, setChosen] = useState<string | null>(null);
  const reportId = chosen ?? valid[0]?.id ?? "";
  const reportFieldId = useId();

  if (composer.isPending) return <LoadingIndicator label="Loading the message..." />;
  if (composer.isError)
    return (
      <div className="mt-4">
        <FormAlert>{failureMessage(composer.error, "The message could not be loaded.")}</FormAlert>
      </div>
    );
  const { cannotSend, template, values, notices, dailyCap, sentToday } = composer.data;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent("");
    send.mutate(
      { calculationId, to, ...(reportId ? { reportId } : {}) },
      {
        onSuccess: (notice) => {
          setSent(`Queued for ${notice.to}. Its state below updates when the mail server answers.`);
          setTo("");
        },
      },
    );
  };

  return (
    <div className="mt-4 space-y-4">
      {cannotSend ? (
        <FormAlert>{cannotSend}</FormAlert>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <TextField
            label="Applicant's e-mail address"
            type="email"
            autoComplete="off"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={send.isError ? failureMessage(send.error, "The e-mail could not be queued.") : undefined}
            hint={`${sentToday} of ${dailyCap} e-mails to applicants sent today.`}
            required
          />
          <div>
            <label htmlFor={reportFieldId} className="block text-sm font-medium text-slate-900">
              Attach the GPA report
            </label>
            <select
              id={reportFieldId}
              className={fieldClass("sm")}
              value={reportId}
              onChange={(e) => setChosen(e.target.value)}
              aria-describedby={`${reportFieldId}-hint`}
            >
              <option value="">No attachment</option>
              {valid.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.number}, issued {formatTimestamp(r.issuedAt, false)}
                </option>
              ))}
            </select>
            <p id={`${reportFieldId}-hint`} className="mt-1 text-sm text-slate-700">
              {valid.length === 0
                ? "No GPA report stands for this calculation yet: issue one from History (GPA reports) to attach it."
                : "The PDF goes exactly as issued, with the link where anyone can check it."}
            </p>
          </div>
          <button type="submit" className={buttonClass("primary")} disabled={send.isPending || to.trim() === ""}>
            {send.isPending ? "Sending..." : "Send"}
          </button>
          {sent && <FormAlert tone="success">{sent}</FormAlert>}
        </form>
      )}
      <NoticePreview template={template} values={values} label="Preview of the e-mail" />
      <NoticeList calculationId={calculationId} notices={notices} canResend={!cannotSend} />
    </div>
  );
}

function NoticeList({
  calculationId,
  notices,
  canResend,
}: {
  calculationId: string;
  notices: Notice[];
  canResend: boolean;
}) {
  const resend = useResendNotice(calculationId);
  if (notices.length === 0)
    return <p className="text-sm text-slate-700">No e-mails sent about this calculation yet.</p>;
  return (
    <section aria-labelledby="notices-sent">
      <h3 id="notices-sent" className="text-base font-semibold text-slate-900">
        E-mails sent
      </h3>
      {resend.isError && <FormAlert>{failureMessage(resend.error, "It could not be sent again.")}</FormAlert>}
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {notices.map((n) => (
          <li key={n.id} className="flex flex-wrap items-start justify-between gap-2 px-3 py-2 text-sm">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                <NoticeStateBadge state={n.state} />
                <span className="font-medium break-all text-slate-900">{n.to}</span>
                <span className="text-slate-700">
                  queued {formatTimestamp(n.createdAt)} by {n.sentBy}
                  {n.reportNumber && `, with GPA report ${n.reportNumber}`}
                </span>
              </p>
              <p className="mt-1 break-words text-slate-800">{describeNotice(n)}</p>
            </div>
            {canResend && n.state !== "queued" && (
              <button
                type="button"
                className={buttonClass("secondary", "px-3 py-1")}
                disabled={resend.isPending}
                onClick={() => resend.mutate(n.id)}
              >
                Resend
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
