// Typed errors: services throw these, and http/error-handler.ts is the one
// place that turns them into HTTP responses. Messages are written for people.

export type ErrorCode =
  | "bad_request"
  | "validation_failed"
  | "invalid_json"
  | "payload_too_large"
  | "unsupported_media_type"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "unprocessable"
  | "rate_limited"
  | "unavailable"
  | "internal_error";

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  invalid_json: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
  internal_error: 500,
};

export class AppError extends Error {
  override name = "AppError";
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.status = statusOf[code];
  }
}

export const notFound = (message: string) => new AppError("not_found", message);
export const badRequest = (message: string, details?: unknown) => new AppError("bad_request", message, details);
export const rateLimited = (message: string) => new AppError("rate_limited", message);
