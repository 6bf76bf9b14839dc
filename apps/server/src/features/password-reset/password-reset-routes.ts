import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { badRequest } from "../../errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { checkResetToken } from "./check-reset-token.ts";

/**
 * GET /api/v1/password-reset/token?token=…: is a reset link still good? The
 * set-new-password screen asks before showing its form (docs/requirements.md §2); the token is
 * not used up here, only by Better Auth's reset-password.
 */
export function passwordResetRoutes({ db, config }: AppDeps) {
  return new Hono().get(
    "/token",
    rateLimit(db, {
      rule: "reset-token",
      limit: 30,
      windowMs: 60_000,
      trustProxy: config.TRUST_PROXY,
      message: "Too many requests. Please wait a moment before trying again.",
    }),
    async (c) => {
      const token = c.req.query("token")?.trim();
      if (!token) throw badRequest("No reset token provided.");
      if (token.length > 200) throw badRequest("Invalid or expired token.");
      const body = await checkResetToken(db, token);
      c.header("Cache-Control", "no-store");
      return c.json(body);
    },
  );
}
