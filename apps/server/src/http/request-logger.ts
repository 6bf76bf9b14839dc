import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";

/** One log line per request: method, path, status and time taken. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: +(performance.now() - start).toFixed(1) },
      "request",
    );
  };
}
