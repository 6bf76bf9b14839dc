import type { VerifiedReport } from "@gradeatlas/contracts/gpa-reports";
import { type ChangeEvent, useId, useState } from "react";
import { useParams } from "react-router";
import { LoadingIndicator } from "../../components/ui/loading";
import { QueryFailure } from "../../components/ui/query-view";
import { ApiError } from "../../lib/api-client";
import { NotFoundPage } from "../not-found";
import { checkCopy, useVerifiedReport } from "./verify-api";

/**
 * /verify/{code}: the page a GPA report's QR code opens. Anyone may read it;
 * it shows no more than the printed report does, says whether the report was
 * revoked, and checks that a PDF someone was sent is the report as issued.
 */
export function VerifyPage() {
  const code = useParams().code ?? "";
  const report = useVerifiedReport(code);
  if (report.error instanceof ApiError && report.error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Verify a GPA report · GradeAtlas</title>
      <h1 className="text-2xl font-semibold text-slate-900">Verify a GPA report</h1>
      <p className="mt-2 text-sm text-slate-700">
        Report code <span className="font-mono font-medium text-slate-900">{code.toUpperCase()}</span>
      </p>
      {report.isPending ? (
        <LoadingIndicator label="Checking the report..." />
      ) : report.isError ? (
        <QueryFailure query={report} fallback="The report could not be checked. Please reload the page to try again." />
      ) : (
        <>
          <ReportStatus report={report.data} />
          <CopyCheck code={code} />
        </>
      )}
    </div>
  );
}

function ReportStatus({ report }: { report: VerifiedReport }) {
  const rows: [string, string][] = [
    ["Report number", report.number],
    ["Issued by", report.issuer],
    ["Evaluator", report.evaluator],
    ["Issue date", report.issuedOn],
    ["Applicant (initials)", report.applicantInitials || "Not given"],
    ["Country of study", report.country],
    ["Overall GPA (US 4.0 scale)", report.gpa === null ? "None (no graded courses)" : report.gpa.toFixed(2)],
  ];
  return (
    <section aria-labelledby="status-heading" className="mt-6">
      {report.revoked ? (
        <div className="rounded-lg border border-red-300 bg-red-50 p-4" role="status">
          <h2 id="status-heading" className="text-lg font-semibold text-red-900">
            Revoked: this report is no longer valid
          </h2>
          <p className="mt-1 text-sm text-red-900">
            The issuer revoked it on {report.revoked.at.slice(0, 10)}. Their reason: {report.revoked.reason}
          </p>
        </div>
      ) : (
        <div className="rounded-lg border border-green-300 bg-green-50 p-4" role="status">
          <h2 id="status-heading" className="text-lg font-semibold text-green-900">
            Valid: issued as described below
          </h2>
          <p className="mt-1 text-sm text-green-900">
            Compare these details with the report you hold. To be sure the file itself was not changed, check it below.
          </p>
        </div>
      )}
      <dl className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-1 gap-1 px-4 py-2.5 sm:grid-cols-3">
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="text-sm text-slate-900 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type Check =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "done"; identical: boolean }
  | { state: "failed"; message: string };

function CopyCheck({ code }: { code: string }) {
  const inputId = useId();
  const [check, setCheck] = useState<Check>({ state: "idle" });
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setCheck({ state: "checking" });
    try {
      setCheck({ state: "done", identical: await checkCopy(code, file) });
    } catch (error) {
      setCheck({
        state: "failed",
        message: error instanceof Error ? error.message : "The file could not be checked. Please try again.",
      });
    }
  };
  return (
    <section aria-labelledby="copy-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="copy-heading" className="text-lg font-semibold text-slate-900">
        Check a copy of the report
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Choose the PDF you were sent. It is compared with the report as issued, byte for byte; the file is not kept.
      </p>
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium text-slate-900">
        Report PDF
      </label>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        onChange={onFile}
        className="mt-1 block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-200"
      />
      <div aria-live="polite" className="mt-3 text-sm">
        {check.state === "checking" && <p className="text-slate-700">Comparing the file...</p>}
        {check.state === "done" && check.identical && (
          <p className="font-medium text-green-800">This file is the report as issued: not a byte was changed.</p>
        )}
        {check.state === "done" && !check.identical && (
          <p className="font-medium text-red-800">
            This file is not the report as issued: it was changed after issue, or it is another document. Ask the issuer
            for the original.
          </p>
        )}
        {check.state === "failed" && <p className="font-medium text-red-800">{check.message}</p>}
      </div>
    </section>
  );
}
