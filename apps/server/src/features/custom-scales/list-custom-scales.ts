import type { CustomScale } from "@gradeatlas/contracts/custom-scales";
import { sql } from "kysely";
import type { Db } from "../../db/open-database.ts";
import { isUuid } from "../../db/uuid.ts";
import { notFound } from "../../errors.ts";
import { type ScaleOwner, toView, versionRows } from "./custom-scale-view.ts";

/** The institution's scales, newest version of each; archived ones only when asked. */
export async function listCustomScales(
  db: Db,
  institutionId: string,
  owner: ScaleOwner,
  { archived = false } = {},
): Promise<CustomScale[]> {
  let query = versionRows(db, institutionId).where(
    "v.version",
    "=",
    sql<number>`(select max(version) from custom_scale_versions where scale_id = s.id)`,
  );
  if (!archived) query = query.where("s.archived_at", "is", null);
  const rows = await query.orderBy("s.country").orderBy("s.created_at").execute();
  return rows.map((r) => toView(r, owner));
}

/** One version of one of the institution's scales (archived ones too: old calculations use them). */
export async function readCustomScale(
  db: Db,
  institutionId: string,
  owner: ScaleOwner,
  id: string,
  version: number | null,
): Promise<CustomScale> {
  const row = isUuid(id)
    ? await versionRows(db, institutionId)
        .where("s.id", "=", id.toLowerCase())
        .where(
          "v.version",
          "=",
          version ?? sql<number>`(select max(version) from custom_scale_versions where scale_id = s.id)`,
        )
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound("No scale of your institution has this id and version.");
  return toView(row, owner);
}
