import type { PaperSize } from "@gradeatlas/contracts/branding";
import type { InstitutionCaller } from "../../access/guard.ts";
import type { Db } from "../../db/open-database.ts";
import { recordAudit } from "../audit/index.ts";

type Settings = { officeName: string; address: string; paperSize: PaperSize };

const oneLine = (text: string) => (text ? text.replace(/\n/g, ", ") : "(none)");

/**
 * An admin sets the office name, address and paper size. The change and its
 * audit line (what changed, before → after) are kept together; saving the same
 * values again writes nothing.
 */
export async function saveInstitutionBranding(db: Db, caller: InstitutionCaller, next: Settings): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("institution_branding")
      .select(["office_name", "address", "paper_size"])
      .where("institution_id", "=", caller.institutionId)
      .forUpdate()
      .executeTakeFirst();
    const was = {
      officeName: before?.office_name ?? "",
      address: before?.address ?? "",
      paperSize: before?.paper_size ?? "A4",
    };
    const changes: string[] = [];
    if (was.officeName !== next.officeName)
      changes.push(
        `Office name: ${was.officeName || "(institution's name)"} → ${next.officeName || "(institution's name)"}`,
      );
    if (was.address !== next.address) changes.push(`Address: ${oneLine(was.address)} → ${oneLine(next.address)}`);
    if (was.paperSize !== next.paperSize) changes.push(`Paper size: ${was.paperSize} → ${next.paperSize}`);
    if (changes.length === 0) return;
    const values = {
      office_name: next.officeName,
      address: next.address,
      paper_size: next.paperSize,
      updated_by: caller.user.id,
      updated_at: new Date(),
    };
    await trx
      .insertInto("institution_branding")
      .values({ institution_id: caller.institutionId, ...values })
      .onConflict((oc) => oc.column("institution_id").doUpdateSet(values))
      .execute();
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "branding.changed",
      subject: "Report branding",
      detail: { changes },
    });
  });
}
