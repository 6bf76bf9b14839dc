import type { ClientErrorReport } from "@gradeatlas/contracts/client-error-report";
import type { ErrorReport } from "./error-report";

// Sends the crash screen's report to the server (POST /api/client-errors) so
// "the team has been notified" is true. Best effort: a failed send must never
// break the screen that is already showing an error.
export function toClientErrorReport(report: ErrorReport): ClientErrorReport {
  return {
    message: report.message.slice(0, 2000) || "Unknown error",
    stack: report.stack?.slice(0, 20_000),
    route: report.route.slice(0, 2000) || "/",
    userAgent: report.userAgent.slice(0, 1000),
    occurredAt: report.time,
    recentErrors: report.recentErrors.slice(-100).map((e) => ({ message: e.message.slice(0, 2000), at: e.time })),
  };
}

export async function sendCrashReport(report: ErrorReport): Promise<boolean> {
  try {
    // Not through api-client: a crash report must outlive the page (keepalive)
    // and must not itself fail on the app state that just crashed.
    const res = await fetch("/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(toClientErrorReport(report)),
      keepalive: true,
    });
    return res.ok;
  } catch {
    return false;
  }
}
