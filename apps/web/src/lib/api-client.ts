// One way to call the GradeAtlas API from the browser. Requests go to the same
// origin (/api), so the session cookie travels without CORS. Failures become
// an ApiError with the server's code and message, never a raw Response.
// Every call's duration is recorded as an api_request metric.

import { metrics } from "./metrics/report-metrics";

export interface ResponseParser<T> {
  parse(data: unknown): T;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The error's `details` as the server sent them (e.g. a validation's issues by path), unchecked. */
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export interface ApiRequest<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** A contracts schema (zod) that checks the response before the UI sees it. */
  schema?: ResponseParser<T>;
  signal?: AbortSignal;
}

const API_BASE = "/api";

/**
 * Calls the API. With a contracts schema the answer is parsed by it (and typed);
 * without one it is `unknown`, for calls whose answer the UI does not read.
 */
export function apiRequest<T>(path: string, request: ApiRequest<T> & { schema: ResponseParser<T> }): Promise<T>;
export function apiRequest(path: string, request?: ApiRequest<unknown>): Promise<unknown>;
export async function apiRequest<T>(
  path: string,
  { method = "GET", body, schema, signal }: ApiRequest<T> = {},
): Promise<T | unknown> {
  const response = await send(path, method, body, signal);
  const data = await readJson(response);
  if (!response.ok) throw toApiError(response.status, data);
  return schema ? schema.parse(data) : data;
}

/**
 * Sends a file as multipart/form-data (field "file"), as the image uploads
 * take it; the answer is read as for apiRequest.
 */
export async function apiUpload<T>(
  path: string,
  file: File,
  { method = "PUT", schema }: { method?: "POST" | "PUT"; schema: ResponseParser<T> },
): Promise<T> {
  const form = new FormData();
  form.set("file", file);
  const response = await send(path, method, form, undefined);
  const data = await readJson(response);
  if (!response.ok) throw toApiError(response.status, data);
  return schema.parse(data);
}

/** A file the API answers with (a download), as a Blob with the response's headers; failures as for apiRequest. */
export async function apiDownload(path: string, signal?: AbortSignal): Promise<{ blob: Blob; headers: Headers }> {
  const response = await send(path, "GET", undefined, signal);
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  return { blob: await response.blob(), headers: response.headers };
}

/** POSTs a file as the whole request body (e.g. a PDF to compare), not as a form; the answer as for apiRequest. */
export async function apiPostFile<T>(path: string, file: Blob, schema: ResponseParser<T>): Promise<T> {
  const response = await send(path, "POST", file, undefined);
  const data = await readJson(response);
  if (!response.ok) throw toApiError(response.status, data);
  return schema.parse(data);
}

async function send(
  path: string,
  method: NonNullable<ApiRequest<unknown>["method"]>,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<Response> {
  let response: Response;
  const started = performance.now();
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...contentType(body),
      },
      body: body === undefined || body instanceof FormData || body instanceof Blob ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network_error", "The server could not be reached. Check your connection and try again.");
  }

  metrics.record("api_request", performance.now() - started, {
    path: path.split("?")[0] ?? path,
    status: String(response.status),
  });
  return response;
}

// A form sets its own multipart type, with the boundary; a file is sent as its own type.
function contentType(body: unknown): Record<string, string> {
  if (body === undefined || body instanceof FormData) return {};
  if (body instanceof Blob) return { "Content-Type": body.type || "application/octet-stream" };
  return { "Content-Type": "application/json" };
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// Servers answer `{ code, message }` or `{ error: { code, message } }`; both map here.
function toApiError(status: number, data: unknown): ApiError {
  const body = asRecord(data);
  const nested = asRecord(body.error);
  const code = firstString(body.code, nested.code) ?? `http_${status}`;
  const message = firstString(body.message, nested.message, body.error) ?? "An error occurred.";
  return new ApiError(status, code, message, nested.details ?? body.details);
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

function firstString(...values: unknown[]): string | undefined {
  return values.find((v): v is string => typeof v === "string" && v.length > 0);
}

/** A validation failure's messages by field path ("rules.defaultScales.DE"), from its `details.issues`. */
export function fieldErrors(error: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (!(error instanceof ApiError) || error.code !== "validation_failed") return out;
  const issues = (error.details as { issues?: { path?: unknown; message?: unknown }[] } | undefined)?.issues ?? [];
  for (const issue of issues)
    if (typeof issue.path === "string" && typeof issue.message === "string" && !out.has(issue.path))
      out.set(issue.path, issue.message);
  return out;
}
