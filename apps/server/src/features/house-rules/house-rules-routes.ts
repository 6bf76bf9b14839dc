import { institutionRoles } from "@gradeatlas/contracts/access";
import { type HouseRulesResponse, putHouseRulesRequestSchema } from "@gradeatlas/contracts/house-rules";
import { Hono } from "hono";
import { type AccessEnv, assertInstitutionRole, type InstitutionCaller, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/open-database.ts";
import { readJson } from "../../http/read-json.ts";
import { readHouseRules } from "./read-house-rules.ts";
import { saveHouseRules } from "./save-house-rules.ts";

async function answer(db: Db, caller: InstitutionCaller): Promise<HouseRulesResponse> {
  return {
    institution: { id: caller.institutionId, name: caller.institutionName },
    ...(await readHouseRules(db, caller.institutionId)),
    canEdit: caller.role === "admin",
  };
}

/**
 * /api/v1/house-rules: every member of an institution reads its house rules
 * (their calculator applies them); its admins change them. Not under
 * /api/v1/team, whose routes are all for admins.
 */
export function houseRulesRoutes({ db, catalog }: AppDeps) {
  return new Hono<AccessEnv>()
    .use(requireAccess("signed-in"))
    .get("/", async (c) => c.json(await answer(db, assertInstitutionRole(await c.var.access(), institutionRoles))))
    .put("/", async (c) => {
      const caller = assertInstitutionRole(await c.var.access(), ["admin"]);
      const { rules, version } = await readJson(c, putHouseRulesRequestSchema);
      await saveHouseRules(db, catalog, caller, rules, version);
      return c.json(await answer(db, caller));
    });
}
