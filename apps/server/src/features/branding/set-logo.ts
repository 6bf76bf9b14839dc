import type { InstitutionCaller } from "../../access/guard.ts";
import type { Db } from "../../db/open-database.ts";
import { notFound } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import type { CheckedImage } from "./check-image.ts";
import { describeImage, dropImage, storeImage } from "./store-image.ts";

/** The current logo's id, with the branding row locked so two admins' changes queue. */
const lockedLogo = (db: Db, institutionId: string) =>
  db
    .selectFrom("institution_branding")
    .select("logo_id")
    .where("institution_id", "=", institutionId)
    .forUpdate()
    .executeTakeFirst();

/**
 * An admin uploads the institution's logo, replacing any before it. The
 * image is checked before this runs, so a refused upload leaves the old logo
 * as it was; the new one, the old one's removal and the audit line are one
 * transaction.
 */
export async function setLogo(db: Db, caller: InstitutionCaller, image: CheckedImage): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockedLogo(trx, caller.institutionId);
    const logoId = await storeImage(trx, image, caller.user.id);
    await trx
      .insertInto("institution_branding")
      .values({ institution_id: caller.institutionId, logo_id: logoId, updated_by: caller.user.id })
      .onConflict((oc) =>
        oc
          .column("institution_id")
          .doUpdateSet({ logo_id: logoId, updated_by: caller.user.id, updated_at: new Date() }),
      )
      .execute();
    await dropImage(trx, before?.logo_id);
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: before?.logo_id ? "branding.logo_replaced" : "branding.logo_added",
      subject: "Report logo",
      detail: { image: describeImage(image) },
    });
  });
}

/** An admin removes the logo: reports print without one. 404 when there is none. */
export async function removeLogo(db: Db, caller: InstitutionCaller): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockedLogo(trx, caller.institutionId);
    if (!before?.logo_id) throw notFound("Your institution has no logo to remove.");
    await trx
      .updateTable("institution_branding")
      .set({ logo_id: null, updated_by: caller.user.id, updated_at: new Date() })
      .where("institution_id", "=", caller.institutionId)
      .execute();
    await dropImage(trx, before.logo_id);
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "branding.logo_removed",
      subject: "Report logo",
    });
  });
}
