import type { ResetTokenStatus } from "@gradeatlas/contracts/password-reset";
import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { badRequest } from "../../errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";

/**
 * GET /api/v1/password-reset/token?token=…: is a reset link still good? The
 * set-new-password screen asks before showing its form (docs/requirements.md §2); the token is
 * not used up here, only by Better Auth's reset-password.
 */
export function passwordResetRoutes({ db, config }: AppDeps) {
  return new Hono().get(
    "/token",
    rateLimit({
      limit: 30,
      windowMs: 60_000,
      trustProxy: config.TRUST_PROXY,
      message: "Too many requests. Please wait a moment before trying again.",
    }),
    async (c) => {
      const token = c.req.query("token")?.trim();
      if (!token) throw badRequest("No reset token provided.");
      if (token.length > 200) throw badRequest("Invalid or expired token.");
      // Better Auth keeps a reset token as the identifier "reset-password:<token>".
      const row = await db
        .selectFrom("verifications as v")
        .leftJoin("users as u", "u.id", "v.value")
        .select(["v.expires_at", "u.email"])
        .where("v.identifier", "=", `reset-password:${token}`)
        .executeTakeFirst();
      const valid = row !== undefined && row.email !== null && new Date(row.expires_at).getTime() > Date.now();
      const body: ResetTokenStatus = valid
        ? { valid: true, email: row?.email ?? null, error: null }
        : { valid: false, email: null, error: "Invalid or expired token." };
      c.header("Cache-Control", "no-store");
      return c.json(body);
    },
  );
}
