import type { Db } from "../../db/open-database.ts";
import { recordAudit } from "../audit/index.ts";
import type { BrandingCaller } from "./branding-caller.ts";
import { memberBranding } from "./read-branding.ts";

/** Upserts the caller's member row (within their institution, or on their own) with `values`. */
export async function upsertMemberBranding(
  db: Db,
  caller: BrandingCaller,
  values: { title?: string; signature_id?: string | null },
): Promise<void> {
  await db
    .insertInto("member_branding")
    .values({ user_id: caller.user.id, institution_id: caller.institution?.id ?? null, ...values })
    .onConflict((oc) => oc.columns(["user_id", "institution_id"]).doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

/** A member sets the title printed under their name on reports they issue; their institution's trail records it. */
export async function saveMyTitle(db: Db, caller: BrandingCaller, title: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const was = (await memberBranding(trx, caller.user.id, caller.institution?.id ?? null))?.title ?? "";
    if (was === title) return;
    await upsertMemberBranding(trx, caller, { title });
    if (caller.institution)
      await recordAudit(trx, {
        institutionId: caller.institution.id,
        actor: caller.user,
        action: "branding.title_changed",
        subject: caller.user.email,
        detail: { from: was || "(none)", to: title || "(none)" },
      });
  });
}
