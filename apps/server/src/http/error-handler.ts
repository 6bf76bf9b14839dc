import { EngineError, TranscriptError } from "@gradeatlas/engine";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../errors.ts";
import type { Logger } from "../logger.ts";

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

// The one place errors become HTTP. Typed errors keep their code and message;
// anything else is a 500 whose body never carries internals (they go to the log).
export function toErrorResponse(err: unknown, c: Context, logger: Logger): Response {
  if (err instanceof AppError) {
    const body: ErrorBody = { error: { code: err.code, message: err.message } };
    if (err.details !== undefined) body.error.details = err.details;
    return c.json(body, err.status as ContentfulStatusCode);
  }
  // The engine refuses a grade or a transcript: the request was well formed but
  // cannot be converted. Its message already names the grade and the scale.
  if (err instanceof EngineError) {
    const details =
      err instanceof TranscriptError
        ? { courses: err.courses, ...(err.otherScales ? { otherScales: err.otherScales } : {}) }
        : err.details;
    return c.json({ error: { code: err.code, message: err.message, details } }, 422);
  }
  // PostgreSQL's class 22 (data exception: a bad date, a number out of range,
  // text it cannot store) means the request carried a value the database
  // refused. Routes check their input first; this keeps any that slips past a
  // client error, never a 500. The database's own text stays in the log.
  if (isDataException(err)) {
    logger.warn({ err, method: c.req.method, path: c.req.path }, "the database refused a value from a request");
    return c.json(
      { error: { code: "bad_request", message: "A value in this request is not one the database can accept." } },
      400,
    );
  }
  if (err instanceof HTTPException && err.status < 500) {
    const code = err.status === 413 ? "payload_too_large" : "bad_request";
    return c.json({ error: { code, message: err.message || "The request could not be processed." } }, err.status);
  }
  logger.error({ err, method: c.req.method, path: c.req.path }, "unhandled error");
  return c.json(
    { error: { code: "internal_error", message: "Something went wrong on our side. Please try again." } },
    500,
  );
}

function isDataException(err: unknown): boolean {
  const code = err && typeof err === "object" && "code" in err ? err.code : undefined;
  return typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code);
}

export function apiNotFound(c: Context): Response {
  return c.json(
    { error: { code: "not_found", message: `No API endpoint answers ${c.req.method} ${c.req.path}.` } },
    404,
  );
}
