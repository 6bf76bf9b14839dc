import type { ClientError } from "./client-errors";
import { describeError } from "./client-errors";
import { saveFile } from "./save-file";

// The report a visitor can download from the crash screen and attach to a
// support e-mail: enough to reproduce, nothing from their data.

export interface ErrorReport {
  product: "GradeAtlas";
  message: string;
  stack: string | null;
  route: string;
  time: string;
  userAgent: string;
  recentErrors: ClientError[];
}

export interface ErrorReportInput {
  error: unknown;
  route: string;
  time: Date;
  userAgent: string;
  recentErrors: ClientError[];
}

export function buildErrorReport({ error, route, time, userAgent, recentErrors }: ErrorReportInput): ErrorReport {
  const { message, stack } = describeError(error);
  return {
    product: "GradeAtlas",
    message,
    stack: stack ?? null,
    route,
    time: time.toISOString(),
    userAgent,
    recentErrors,
  };
}

/** gradeatlas-error-report-2025-06-01T12-00-00-000Z.json: sortable, safe on every file system. */
export function errorReportFileName(time: Date): string {
  return `gradeatlas-error-report-${time.toISOString().replace(/[:.]/g, "-")}.json`;
}

/** Saves the report as a JSON file through the browser's download. */
export function downloadErrorReport(report: ErrorReport, fileName: string): void {
  saveFile(new Blob([JSON.stringify(report, null, 2)], { type: "application/json" }), fileName);
}
