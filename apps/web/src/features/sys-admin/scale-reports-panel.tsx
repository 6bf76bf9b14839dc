import {
  SCALE_REPORT_REPLY_MAX,
  type ScaleReport,
  type ScaleReportState,
  scaleReportListSchema,
  scaleReportSchema,
  scaleReportStates,
  scaleReportTransitions,
} from "@gradeatlas/contracts/scale-reports";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { fieldClass } from "../../components/ui/field-styles";
import { failureMessage, QueryView } from "../../components/ui/query-view";
import { Timestamp } from "../../components/ui/timestamp";
import { FilterSelect, useUrlFilter } from "../../components/ui/url-filter";
import { apiRequest } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { PanelHeader } from "./admin-ui";

const stateLabels: Record<ScaleReportState, string> = {
  new: "New",
  confirmed: "Confirmed",
  fixed: "Fixed",
  rejected: "Rejected",
};
const stateStyles: Record<ScaleReportState, string> = {
  new: "bg-amber-100 text-amber-950",
  confirmed: "bg-blue-100 text-blue-950",
  fixed: "bg-emerald-100 text-emerald-950",
  rejected: "bg-slate-200 text-slate-900",
};
const filterOptions = [
  { value: "", label: "All states" },
  ...scaleReportStates.map((s) => ({ value: s, label: stateLabels[s] })),
];

/** Reports of a wrong reading on a scale (issue 17): check, confirm, fix or reject, and reply. */
export function ScaleReportsPanel() {
  const [state, setState] = useUrlFilter("report-state");
  const reports = useQuery({
    queryKey: ["sys-admin", "scale-reports", state],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/admin/scale-reports${state ? `?state=${state}` : ""}`, { schema: scaleReportListSchema, signal }),
  });
  return (
    <div>
      <PanelHeader title="Scale reports" queries={[reports]}>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          Problems users reported with a scale, newest first. Confirm a report once a published source backs it, mark it
          fixed when the dataset changes, or reject it. A reply is e-mailed to the reporter when they left an address.
        </p>
      </PanelHeader>
      <div className="mt-4">
        <FilterSelect label="State" value={state} onChange={setState} options={filterOptions} />
      </div>
      <QueryView
        query={reports}
        loading="Loading scale reports..."
        failure="The scale reports could not be loaded."
        isEmpty={(data) => data.reports.length === 0}
        empty={<p className="mt-6 text-slate-700">No scale reports{state ? ` in state ${state}` : ""}.</p>}
      >
        {(data) => (
          <ul aria-label="Scale reports" className="mt-6 space-y-4">
            {data.reports.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

function ReportCard({ report }: { report: ScaleReport }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold break-words text-slate-900">
          {report.scaleName} ({report.country})
        </h3>
        <span
          data-testid="report-state"
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stateStyles[report.state]}`}
        >
          {stateLabels[report.state]}
        </span>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">Grade</dt>
        <dd className="text-slate-800">{report.grade}</dd>
        <dt className="font-medium text-slate-900">Expected</dt>
        <dd className="text-slate-800">{report.expected}</dd>
        <dt className="font-medium text-slate-900">Comment</dt>
        <dd className="break-words whitespace-pre-wrap text-slate-800">{report.comment}</dd>
        <dt className="font-medium text-slate-900">Reporter</dt>
        <dd className="break-all text-slate-800">
          {report.reporterEmail ?? "no address to reply to"}
          {report.signedIn ? " (signed in)" : " (guest)"}
        </dd>
        <dt className="font-medium text-slate-900">Reported</dt>
        <dd className="text-slate-800">
          <Timestamp iso={report.createdAt} />
        </dd>
        {report.reply && (
          <>
            <dt className="font-medium text-slate-900">Last reply</dt>
            <dd className="break-words whitespace-pre-wrap text-slate-800">{report.reply}</dd>
          </>
        )}
      </dl>
      <ReportEditor report={report} />
    </article>
  );
}

function ReportEditor({ report }: { report: ScaleReport }) {
  const queryClient = useQueryClient();
  const ids = { state: useId(), reply: useId(), error: useId() };
  const [state, setState] = useState<ScaleReportState>(report.state);
  const [reply, setReply] = useState("");
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: (change: { state?: ScaleReportState; reply?: string }) =>
      apiRequest(`/v1/admin/scale-reports/${report.id}`, { method: "PATCH", body: change, schema: scaleReportSchema }),
    retry: false,
    onSuccess: async (saved, change) => {
      toast.success(
        change.reply && saved.reporterEmail
          ? `Saved; the reply was e-mailed to ${saved.reporterEmail}.`
          : `Saved: the report is ${saved.state}.`,
      );
      setReply("");
      await queryClient.invalidateQueries({ queryKey: ["sys-admin", "scale-reports"] });
    },
    onError: (e) => setError(failureMessage(e, "The report could not be saved.")),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const change = {
      ...(state !== report.state ? { state } : {}),
      ...(reply.trim() ? { reply: reply.trim() } : {}),
    };
    if (Object.keys(change).length === 0) {
      setError("Choose another state or write a reply.");
      return;
    }
    save.mutate(change);
  };
  const moves = scaleReportTransitions[report.state];
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[12rem_1fr]"
    >
      <div>
        <label htmlFor={ids.state} className="block text-sm font-medium text-slate-900">
          State
        </label>
        <select
          id={ids.state}
          value={state}
          onChange={(e) => setState(e.target.value as ScaleReportState)}
          className={fieldClass("sm")}
        >
          {moves.map((s) => (
            <option key={s} value={s}>
              {stateLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.reply} className="block text-sm font-medium text-slate-900">
          Reply to the reporter
        </label>
        <textarea
          id={ids.reply}
          rows={2}
          maxLength={SCALE_REPORT_REPLY_MAX}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.error}
          className={fieldClass("sm")}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" disabled={save.isPending} className={buttonClass("primary")}>
          {save.isPending ? "Saving..." : "Save"}
        </button>
        <p id={ids.error} role="alert" className="text-sm font-medium text-red-800">
          {error ?? ""}
        </p>
      </div>
    </form>
  );
}
