import { countryCodeSchema, type GradingSystemsResponse } from "@gradeatlas/contracts/grading-systems";
import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { badRequest } from "../../errors.ts";

// The dataset changes only with a deploy: let browsers and proxies keep it an hour.
const CACHE = "public, max-age=3600";

/** GET /api/v1/grading-systems and /api/v1/grading-systems/{code}: public reference data. */
export function gradingSystemRoutes({ catalog }: AppDeps) {
  return new Hono()
    .get("/", (c) => {
      const body: GradingSystemsResponse = { countries: [...catalog.summaries] };
      return c.json(body, 200, { "Cache-Control": CACHE });
    })
    .get("/:code", (c) => {
      const code = countryCodeSchema.safeParse(c.req.param("code"));
      if (!code.success) throw badRequest(code.error.issues[0]?.message ?? "Invalid country code.");
      return c.json(catalog.country(code.data), 200, { "Cache-Control": CACHE });
    });
}
