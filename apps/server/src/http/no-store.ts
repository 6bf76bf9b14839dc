import type { MiddlewareHandler } from "hono";

/**
 * API answers may carry a person's data: no cache (the browser's, a proxy's or
 * the service worker's) may keep one unless its route says otherwise, as the
 * public grading-systems data does.
 */
export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  };
}
