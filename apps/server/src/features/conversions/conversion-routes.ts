import {
  type ConvertGradeResponse,
  convertGradeRequestSchema,
  convertTranscriptRequestSchema,
} from "@gradeatlas/contracts/conversions";
import { convertGrade } from "@gradeatlas/engine";
import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { readJson } from "../../http/read-json.ts";
import { convertTranscriptRequest } from "./convert-transcript-request.ts";

/** POST /api/v1/convert/grade and /transcript: thin routes over the pure engine. */
export function conversionRoutes({ catalog, config, db }: AppDeps) {
  const limit = rateLimit(db, {
    rule: "convert",
    limit: 600,
    windowMs: 60_000,
    trustProxy: config.TRUST_PROXY,
    message:
      "Too many conversions from this address. Please wait a minute, or use the calculator, which converts in your browser.",
  });
  return new Hono()
    .post("/grade", limit, async (c) => {
      const req = await readJson(c, convertGradeRequestSchema);
      const { scale } = catalog.scale(req.country, req.scale);
      const result = convertGrade(scale, req.grade);
      const body: ConvertGradeResponse = {
        ...result,
        scale: { id: scale.id, name: scale.name },
        datasetVersion: catalog.version,
      };
      return c.json(body);
    })
    .post("/transcript", limit, async (c) => {
      const req = await readJson(c, convertTranscriptRequestSchema);
      return c.json(convertTranscriptRequest(catalog, req));
    });
}
