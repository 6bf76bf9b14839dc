import { clientErrorReportSchema } from "@gradeatlas/contracts/client-error-report";
import { Hono } from "hono";
import { type AccessEnv, callerId } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { readJson } from "../../http/read-json.ts";
import { recordClientError } from "./record-client-error.ts";

/** POST /api/client-errors: the web app's error screens report here. Open to everyone. */
export function clientErrorRoutes({ db, config }: AppDeps) {
  return new Hono<AccessEnv>().post(
    "/",
    rateLimit(db, {
      rule: "client-errors",
      limit: 20,
      windowMs: 60_000,
      trustProxy: config.TRUST_PROXY,
      message: "Too many error reports from this address. Please wait a minute.",
    }),
    async (c) => {
      const report = await readJson(c, clientErrorReportSchema);
      const { id } = await recordClientError(db, report, await callerId(c));
      return c.json({ id }, 201);
    },
  );
}
