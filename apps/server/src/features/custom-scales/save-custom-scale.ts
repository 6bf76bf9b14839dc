import type { CustomScale } from "@gradeatlas/contracts/custom-scales";
import type { CustomScaleDefinition } from "@gradeatlas/engine";
import type { InstitutionCaller } from "../../access/guard.ts";
import type { Db } from "../../db/open-database.ts";
import { isUuid } from "../../db/uuid.ts";
import { notFound } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import type { GradingCatalog } from "../grading-systems/index.ts";
import { assertValid, type ScaleOwner } from "./custom-scale-view.ts";
import { readCustomScale } from "./list-custom-scales.ts";

/** An admin adds a scale of the institution's own, checked by the engine's rules; version 1. */
export async function createCustomScale(
  db: Db,
  catalog: GradingCatalog,
  caller: InstitutionCaller,
  owner: ScaleOwner,
  country: string,
  definition: CustomScaleDefinition,
): Promise<CustomScale> {
  catalog.country(country); // a 404 naming the code when we have no such country
  assertValid(definition, country, owner);
  const id = await db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto("custom_scales")
      .values({ institution_id: caller.institutionId, country, created_by: caller.user.id, archived_at: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("custom_scale_versions")
      .values({ scale_id: made.id, version: 1, definition: JSON.stringify(definition), created_by: caller.user.id })
      .execute();
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "custom_scale.created",
      subject: definition.name,
      detail: { scaleId: made.id, country, version: 1 },
    });
    return made.id;
  });
  return readCustomScale(db, caller.institutionId, owner, id, 1);
}

/** An edit is a new version; earlier versions stay as they were for the calculations that used them. */
export async function updateCustomScale(
  db: Db,
  caller: InstitutionCaller,
  owner: ScaleOwner,
  id: string,
  definition: CustomScaleDefinition,
): Promise<CustomScale> {
  const version = await db.transaction().execute(async (trx) => {
    const scale = isUuid(id)
      ? await trx
          .selectFrom("custom_scales")
          .select(["id", "country"])
          .where("id", "=", id.toLowerCase())
          .where("institution_id", "=", caller.institutionId)
          .where("archived_at", "is", null)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    if (!scale) throw notFound("No scale of your institution has this id.");
    assertValid(definition, scale.country, owner);
    const last = await trx
      .selectFrom("custom_scale_versions")
      .select((eb) => eb.fn.max("version").as("v"))
      .where("scale_id", "=", scale.id)
      .executeTakeFirstOrThrow();
    const next = Number(last.v) + 1;
    await trx
      .insertInto("custom_scale_versions")
      .values({ scale_id: scale.id, version: next, definition: JSON.stringify(definition), created_by: caller.user.id })
      .execute();
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "custom_scale.changed",
      subject: definition.name,
      detail: { scaleId: scale.id, version: next },
    });
    return { id: scale.id, next };
  });
  return readCustomScale(db, caller.institutionId, owner, version.id, version.next);
}

/** Archiving hides a scale from new conversions; saved calculations keep theirs. */
export async function archiveCustomScale(db: Db, caller: InstitutionCaller, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const archived = isUuid(id)
      ? await trx
          .updateTable("custom_scales")
          .set({ archived_at: new Date() })
          .where("id", "=", id.toLowerCase())
          .where("institution_id", "=", caller.institutionId)
          .where("archived_at", "is", null)
          .returning("id")
          .executeTakeFirst()
      : undefined;
    if (!archived) throw notFound("No scale of your institution has this id.");
    const newest = await trx
      .selectFrom("custom_scale_versions")
      .select("definition")
      .where("scale_id", "=", archived.id)
      .orderBy("version", "desc")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "custom_scale.archived",
      subject: (newest.definition as CustomScaleDefinition).name,
      detail: { scaleId: archived.id },
    });
  });
}
