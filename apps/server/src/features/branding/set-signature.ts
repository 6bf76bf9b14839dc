import type { Db } from "../../db/open-database.ts";
import { notFound } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import type { BrandingCaller } from "./branding-caller.ts";
import type { CheckedImage } from "./check-image.ts";
import { memberBranding } from "./read-branding.ts";
import { upsertMemberBranding } from "./save-my-title.ts";
import { describeImage, dropImage, storeImage } from "./store-image.ts";

async function audit(
  db: Db,
  caller: BrandingCaller,
  action: "branding.signature_set" | "branding.signature_removed",
  image?: CheckedImage,
) {
  if (!caller.institution) return; // a subscriber on their own has no trail
  await recordAudit(db, {
    institutionId: caller.institution.id,
    actor: caller.user,
    action,
    subject: caller.user.email,
    ...(image ? { detail: { image: describeImage(image) } } : {}),
  });
}

/** A member uploads their signature (checked before this runs), replacing any before it. */
export async function setSignature(db: Db, caller: BrandingCaller, image: CheckedImage): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await memberBranding(trx, caller.user.id, caller.institution?.id ?? null);
    const signatureId = await storeImage(trx, image, caller.user.id);
    await upsertMemberBranding(trx, caller, { signature_id: signatureId });
    await dropImage(trx, before?.signature_id);
    await audit(trx, caller, "branding.signature_set", image);
  });
}

/** A member removes their signature: their reports print their name and title only. 404 when there is none. */
export async function removeSignature(db: Db, caller: BrandingCaller): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await memberBranding(trx, caller.user.id, caller.institution?.id ?? null);
    if (!before?.signature_id) throw notFound("You have no signature to remove.");
    await upsertMemberBranding(trx, caller, { signature_id: null });
    await dropImage(trx, before.signature_id);
    await audit(trx, caller, "branding.signature_removed");
  });
}
