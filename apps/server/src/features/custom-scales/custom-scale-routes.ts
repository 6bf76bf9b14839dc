import { institutionRoles } from "@gradeatlas/contracts/access";
import { clientRoutes } from "@gradeatlas/contracts/client-routes";
import {
  createCustomScaleRequestSchema,
  previewCustomScaleRequestSchema,
  updateCustomScaleRequestSchema,
} from "@gradeatlas/contracts/custom-scales";
import { Hono } from "hono";
import { type AccessEnv, assertInstitutionRole, type InstitutionCaller } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { badRequest } from "../../errors.ts";
import { readJson } from "../../http/read-json.ts";
import type { ScaleOwner } from "./custom-scale-view.ts";
import { listCustomScales, readCustomScale } from "./list-custom-scales.ts";
import { previewCustomScale } from "./preview-custom-scale.ts";
import { archiveCustomScale, createCustomScale, updateCustomScale } from "./save-custom-scale.ts";

/**
 * /api/v1/custom-scales: an institution's own scales. Every member reads them
 * (and previews drafts); its admins add, change (a new version) and archive them.
 */
export function customScaleRoutes({ db, catalog, config }: AppDeps) {
  const ownerOf = (caller: InstitutionCaller): ScaleOwner => ({
    institutionName: caller.institutionName,
    homeUrl: `${config.BASE_URL}${clientRoutes.customScales}`,
  });
  const member = async (c: { var: AccessEnv["Variables"] }) =>
    assertInstitutionRole(await c.var.access(), institutionRoles);
  const admin = async (c: { var: AccessEnv["Variables"] }) => assertInstitutionRole(await c.var.access(), ["admin"]);

  return new Hono<AccessEnv>()
    .get("/", async (c) => {
      const caller = await member(c);
      const archived = c.req.query("archived");
      if (archived !== undefined && archived !== "true" && archived !== "false")
        throw badRequest("archived must be true or false.");
      return c.json({
        scales: await listCustomScales(db, caller.institutionId, ownerOf(caller), { archived: archived === "true" }),
      });
    })
    .post("/preview", async (c) => {
      const caller = await member(c);
      const req = await readJson(c, previewCustomScaleRequestSchema);
      catalog.country(req.country);
      return c.json(previewCustomScale(ownerOf(caller), req.country, req.definition, req.grades));
    })
    .get("/:id", async (c) => {
      const caller = await member(c);
      const text = c.req.query("version");
      const version = text === undefined ? null : Number(text);
      if (version !== null && !(Number.isInteger(version) && version >= 1 && version <= 999_999))
        throw badRequest("version must be a whole number from 1.");
      return c.json(await readCustomScale(db, caller.institutionId, ownerOf(caller), c.req.param("id"), version));
    })
    .post("/", async (c) => {
      const caller = await admin(c);
      const req = await readJson(c, createCustomScaleRequestSchema);
      return c.json(await createCustomScale(db, catalog, caller, ownerOf(caller), req.country, req.definition), 201);
    })
    .put("/:id", async (c) => {
      const caller = await admin(c);
      const req = await readJson(c, updateCustomScaleRequestSchema);
      return c.json(await updateCustomScale(db, caller, ownerOf(caller), c.req.param("id"), req.definition));
    })
    .delete("/:id", async (c) => {
      await archiveCustomScale(db, await admin(c), c.req.param("id"));
      return c.body(null, 204);
    });
}
