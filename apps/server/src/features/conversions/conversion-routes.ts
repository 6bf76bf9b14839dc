import { clientRoutes } from "@gradeatlas/contracts/client-routes";
import {
  type ConvertGradeResponse,
  convertGradeRequestSchema,
  convertTranscriptRequestSchema,
} from "@gradeatlas/contracts/conversions";
import { convertGradeOfCountry } from "@gradeatlas/engine";
import { type Context, Hono } from "hono";
import type { AccessEnv } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { readJson } from "../../http/read-json.ts";
import { withCustomScale } from "../custom-scales/index.ts";
import { convertTranscriptRequest } from "./convert-transcript-request.ts";

/** POST /api/v1/convert/grade and /transcript: thin routes over the pure engine. */
export function conversionRoutes({ catalog, config, db }: AppDeps) {
  // A member's own institution scale ("custom:<id>") is resolved for them; other scales come from the dataset.
  const resolve = async <R extends { country: string; scale?: string }>(c: Context<AccessEnv>, req: R) =>
    withCustomScale(db, catalog, await c.var.access(), `${config.BASE_URL}${clientRoutes.customScales}`, req);
  const limit = rateLimit(db, {
    rule: "convert",
    limit: 600,
    windowMs: 60_000,
    trustProxy: config.TRUST_PROXY,
    message:
      "Too many conversions from this address. Please wait a minute, or use the calculator, which converts in your browser.",
  });
  return new Hono<AccessEnv>()
    .post("/grade", limit, async (c) => {
      const resolved = await resolve(c, await readJson(c, convertGradeRequestSchema));
      const req = resolved.request;
      const { country, scale } = resolved.catalog.scale(req.country, req.scale);
      const result = convertGradeOfCountry(country.scales, scale, req.grade);
      const body: ConvertGradeResponse = {
        ...result,
        scale: { id: scale.id, name: scale.name },
        datasetVersion: catalog.version,
      };
      return c.json(body);
    })
    .post("/transcript", limit, async (c) => {
      const resolved = await resolve(c, await readJson(c, convertTranscriptRequestSchema));
      return c.json(convertTranscriptRequest(resolved.catalog, resolved.request));
    });
}
