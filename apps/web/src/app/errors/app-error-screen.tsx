import { useEffect } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { LogoMark } from "../../components/ui/logo-mark";
import { clientErrors } from "../../lib/client-errors";
import { buildErrorReport, downloadErrorReport, errorReportFileName } from "../../lib/error-report";
import { sendCrashReport } from "../../lib/report-crash";
import { SUPPORT_EMAIL } from "../../lib/support-contact";

/** The whole-app crash screen (docs/requirements.md §2): reload, or take a report to support. */
function currentReport(error: unknown) {
  return buildErrorReport({
    error,
    route: `${window.location.pathname}${window.location.search}`,
    time: new Date(),
    userAgent: navigator.userAgent,
    recentErrors: clientErrors.recent(),
  });
}

export function AppErrorScreen({ error }: { error: unknown }) {
  // The screen tells people the team has been notified: this is that notice.
  useEffect(() => {
    void sendCrashReport(currentReport(error));
  }, [error]);

  const downloadReport = () => {
    const report = currentReport(error);
    downloadErrorReport(report, errorReportFileName(new Date(report.time)));
  };

  return (
    <main id="main-content" tabIndex={-1} className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-16">
      <title>Something went wrong · GradeAtlas</title>
      <div className="w-full max-w-lg rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <LogoMark className="size-10" />
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
        <p className="mt-3 text-base text-slate-700">
          GradeAtlas ran into an unexpected error and our team has been notified. Reloading the application usually
          fixes it.
        </p>
        <p className="mt-3 text-sm text-slate-700">
          If it happens again, download the error report and send it to{" "}
          <a className="font-medium text-blue-800 underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          . It lists the error, the page address, the time and your browser version.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <button type="button" className={buttonClass("primary")} onClick={() => window.location.reload()}>
            Reload Application
          </button>
          <button type="button" className={buttonClass("secondary")} onClick={downloadReport}>
            Download Error Report
          </button>
        </div>
      </div>
    </main>
  );
}
