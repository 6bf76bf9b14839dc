// Client errors are kept in memory only (docs/requirements.md §8: max 100) so an error report
// can show what led up to a crash without sending anything anywhere.

export const MAX_CLIENT_ERRORS = 100;

export type ClientErrorSource = "window-error" | "unhandled-rejection" | "error-boundary";

export interface ClientError {
  message: string;
  stack?: string;
  source: ClientErrorSource;
  route: string;
  time: string;
}

export interface ClientErrorLog {
  record(error: unknown, source: ClientErrorSource, route: string): ClientError;
  recent(): ClientError[];
  clear(): void;
}

/** An in-memory log that keeps the newest `limit` errors, dropping the oldest. */
export function createClientErrorLog(limit = MAX_CLIENT_ERRORS, now: () => Date = () => new Date()): ClientErrorLog {
  let entries: ClientError[] = [];
  return {
    record(error, source, route) {
      const entry: ClientError = { ...describeError(error), source, route, time: now().toISOString() };
      entries.push(entry);
      if (entries.length > limit) entries = entries.slice(entries.length - limit);
      return entry;
    },
    recent: () => [...entries],
    clear() {
      entries = [];
    },
  };
}

/** Message and stack of anything that was thrown (errors, strings, objects). */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    return error.stack ? { message: error.message, stack: error.stack } : { message: error.message };
  }
  if (typeof error === "string") return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/** The app-wide log used by the error boundaries and the global listeners. */
export const clientErrors = createClientErrorLog();

function currentRoute(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Capture errors React never sees: script errors and unhandled promise rejections. */
export function listenForClientErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    clientErrors.record(event.error ?? event.message, "window-error", currentRoute());
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    clientErrors.record(event.reason, "unhandled-rejection", currentRoute());
  };
  target.addEventListener("error", onError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("error", onError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}

/** Record an error caught by a React error boundary. */
export function recordBoundaryError(error: unknown): ClientError {
  return clientErrors.record(error, "error-boundary", currentRoute());
}
