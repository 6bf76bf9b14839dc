import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors.ts";
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from "./unstorable-text.ts";

/** Refuses a path or query parameter that cannot be decoded or stored, naming it (a 400, never a database error). */
export function rejectUnstorableUrl(): MiddlewareHandler {
  return async (c, next) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      throw new AppError("bad_request", "The address is not valid percent-encoded UTF-8.");
    }
    if (hasUnstorableText(path)) throw new AppError("bad_request", `The address: ${UNSTORABLE_TEXT_MESSAGE}`);
    const url = new URL(c.req.url);
    for (const [name, value] of url.searchParams) {
      if (hasUnstorableText(name) || hasUnstorableText(value)) {
        throw new AppError(
          "bad_request",
          `Query parameter "${name.replace(/[^\x20-\x7e]/g, "?")}": ${UNSTORABLE_TEXT_MESSAGE}`,
        );
      }
    }
    await next();
  };
}
