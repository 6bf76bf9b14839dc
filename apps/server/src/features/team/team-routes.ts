import { Hono } from "hono";
import { type AccessEnv, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { readTeam } from "./read-team.ts";

/** GET /api/v1/team: an institution admin's team (read-team.ts says who is on it). */
export function teamRoutes({ db, logger }: AppDeps) {
  return new Hono<AccessEnv>().use(requireAccess("admin")).get("/", async (c) => {
    const me = (await c.var.access()).user;
    return c.json(await readTeam(db, logger, me?.id ?? ""));
  });
}
