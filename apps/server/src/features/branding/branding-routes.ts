import { institutionRoles } from "@gradeatlas/contracts/access";
import { putInstitutionBrandingSchema, putMyBrandingSchema } from "@gradeatlas/contracts/branding";
import { Hono } from "hono";
import { type AccessEnv, assertInstitutionRole, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { readJson } from "../../http/read-json.ts";
import { brandingCaller } from "./branding-caller.ts";
import { checkImage } from "./check-image.ts";
import { readBranding } from "./read-branding.ts";
import { imageResponse, readLogo, readSignature } from "./read-image.ts";
import { readUpload } from "./read-upload.ts";
import { saveInstitutionBranding } from "./save-institution-branding.ts";
import { saveMyTitle } from "./save-my-title.ts";
import { removeLogo, setLogo } from "./set-logo.ts";
import { removeSignature, setSignature } from "./set-signature.ts";

/**
 * /api/v1/branding: what the GPA report prints. Every member reads the
 * institution's part and its admins change it; each member (or subscriber on
 * their own) sets their own title and signature. Images arrive as
 * multipart/form-data, field "file" (decision 0044).
 */
export function brandingRoutes({ db }: AppDeps) {
  const mine = async (c: { var: AccessEnv["Variables"] }) => brandingCaller(await c.var.access());
  const admin = async (c: { var: AccessEnv["Variables"] }) => assertInstitutionRole(await c.var.access(), ["admin"]);
  return new Hono<AccessEnv>()
    .use(requireAccess("signed-in"))
    .get("/", async (c) => c.json(await readBranding(db, await mine(c))))
    .put("/institution", async (c) => {
      const caller = await admin(c);
      await saveInstitutionBranding(db, caller, await readJson(c, putInstitutionBrandingSchema));
      return c.json(await readBranding(db, await mine(c)));
    })
    .get("/institution/logo", async (c) => {
      const caller = assertInstitutionRole(await c.var.access(), institutionRoles);
      return imageResponse(await readLogo(db, caller.institutionId), "Your institution has no logo yet.");
    })
    .put("/institution/logo", async (c) => {
      const caller = await admin(c);
      await setLogo(db, caller, await checkImage("logo", await readUpload(c)));
      return c.json(await readBranding(db, await mine(c)));
    })
    .delete("/institution/logo", async (c) => {
      await removeLogo(db, await admin(c));
      return c.json(await readBranding(db, await mine(c)));
    })
    .put("/me", async (c) => {
      const caller = await mine(c);
      const { title } = await readJson(c, putMyBrandingSchema);
      await saveMyTitle(db, caller, title);
      return c.json(await readBranding(db, caller));
    })
    .get("/me/signature", async (c) => {
      const caller = await mine(c);
      return imageResponse(
        await readSignature(db, caller.user.id, caller.institution?.id ?? null),
        "You have no signature yet.",
      );
    })
    .put("/me/signature", async (c) => {
      const caller = await mine(c);
      await setSignature(db, caller, await checkImage("signature", await readUpload(c)));
      return c.json(await readBranding(db, caller));
    })
    .delete("/me/signature", async (c) => {
      const caller = await mine(c);
      await removeSignature(db, caller);
      return c.json(await readBranding(db, caller));
    });
}
