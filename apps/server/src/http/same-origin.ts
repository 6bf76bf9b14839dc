import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing requests that a browser sent from another site, so a
 * page elsewhere cannot use a signed-in visitor's cookie (cross-site request
 * forgery). Browsers name the page's origin in `Origin` on every such request
 * and say where it came from in `Sec-Fetch-Site`; either one pointing away
 * from BASE_URL is a 403. A request with neither comes from a program, not a
 * browser page, and carries no visitor's cookie by accident, so it may pass.
 * `exempt` paths are callers that are not browsers and prove themselves
 * otherwise (the Stripe webhook's signature).
 */
export function sameOriginOnly(baseUrl: string, exempt: readonly string[]): MiddlewareHandler {
  const appOrigin = new URL(baseUrl).origin;
  return async (c, next) => {
    if (STATE_CHANGING.has(c.req.method) && !exempt.includes(c.req.path)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      const crossSite = origin !== undefined ? origin !== appOrigin : site !== undefined && site !== "same-origin";
      if (crossSite) {
        throw new AppError(
          "forbidden",
          `This request came from ${origin ?? "another site"}; GradeAtlas accepts changes only from ${appOrigin}.`,
        );
      }
    }
    await next();
  };
}
