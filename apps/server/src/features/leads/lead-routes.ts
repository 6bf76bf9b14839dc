import { leadRequestSchema } from "@gradeatlas/contracts/leads";
import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { readJson } from "../../http/read-json.ts";
import { recordLead } from "./record-lead.ts";

/** POST /api/v1/leads: stores an address with where and why it was left. Open to everyone. */
export function leadRoutes({ db, config }: AppDeps) {
  return new Hono().post(
    "/",
    rateLimit(db, {
      rule: "leads",
      limit: 10,
      windowMs: 60_000,
      trustProxy: config.TRUST_PROXY,
      message: "Too many requests. Please wait a moment before trying again.",
    }),
    async (c) => {
      const { id } = await recordLead(db, await readJson(c, leadRequestSchema));
      return c.json({ id }, 201);
    },
  );
}
