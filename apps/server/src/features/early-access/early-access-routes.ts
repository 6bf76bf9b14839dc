import { earlyAccessRequestSchema } from "@gradeatlas/contracts/early-access";
import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { readJson } from "../../http/read-json.ts";
import { recordEarlyAccess } from "./record-early-access.ts";

/**
 * POST /api/v1/early-access: the sister platform's early-access list. Stored
 * as a lead (source "one-admission") so operators see it beside the others.
 * Open to everyone.
 */
export function earlyAccessRoutes({ db, config }: AppDeps) {
  return new Hono().post(
    "/",
    rateLimit(db, {
      rule: "early-access",
      limit: 10,
      windowMs: 60_000,
      trustProxy: config.TRUST_PROXY,
      message: "Too many requests. Please wait a moment before trying again.",
    }),
    async (c) => {
      const request = await readJson(c, earlyAccessRequestSchema);
      const { id } = await recordEarlyAccess(db, request);
      return c.json({ id }, 201);
    },
  );
}
