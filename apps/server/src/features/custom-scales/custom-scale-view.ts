import type { CustomScale } from "@gradeatlas/contracts/custom-scales";
import { buildCustomScale, type CustomScaleDefinition, customScaleRef, type Scale } from "@gradeatlas/engine";
import type { Db } from "../../db/open-database.ts";
import { AppError } from "../../errors.ts";

export type ScaleOwner = { institutionName: string; homeUrl: string };

type VersionRow = {
  id: string;
  country: string;
  archived_at: Date | null;
  created_at: Date;
  version: number;
  definition: unknown;
  version_at: Date;
  version_by: string | null;
};

const day = (d: Date) => new Date(d).toISOString().slice(0, 10);

/** The engine's scale of a stored version (stored versions were checked when written). */
export function engineScale(row: VersionRow, owner: ScaleOwner): Scale {
  return buildCustomScale(row.definition as CustomScaleDefinition, {
    id: row.id,
    version: row.version,
    country: row.country,
    institution: owner.institutionName,
    written: day(row.version_at),
    homeUrl: owner.homeUrl,
  }).scale;
}

export function toView(row: VersionRow, owner: ScaleOwner): CustomScale {
  const definition = row.definition as CustomScaleDefinition;
  return {
    id: row.id,
    ref: customScaleRef(row.id, row.version),
    country: row.country,
    version: row.version,
    name: definition.name,
    archived: row.archived_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
    versionAt: new Date(row.version_at).toISOString(),
    versionBy: row.version_by,
    definition,
    scale: engineScale(row, owner) as unknown as Record<string, unknown>,
  };
}

/** Versions with their scale's fields; newest version of each scale unless `version` is named. */
export function versionRows(db: Db, institutionId: string) {
  return db
    .selectFrom("custom_scales as s")
    .innerJoin("custom_scale_versions as v", "v.scale_id", "s.id")
    .leftJoin("users as u", "u.id", "v.created_by")
    .select([
      "s.id",
      "s.country",
      "s.archived_at",
      "s.created_at",
      "v.version",
      "v.definition",
      "v.created_at as version_at",
      "u.email as version_by",
    ])
    .where("s.institution_id", "=", institutionId);
}

/** Checks a definition with the engine's rules; a 400 naming the first problem (all of them in details). */
export function assertValid(definition: CustomScaleDefinition, country: string, owner: ScaleOwner): void {
  const { issues } = buildCustomScale(definition, {
    id: "00000000-0000-4000-8000-000000000000",
    version: 1,
    country,
    institution: owner.institutionName,
    written: day(new Date()),
    homeUrl: owner.homeUrl,
  });
  if (issues.length === 0) return;
  const list = issues.map((i) => ({ path: `definition.${i.path.join(".")}`, message: i.message }));
  throw new AppError("validation_failed", `${list[0]?.path}: ${list[0]?.message}`, { issues: list });
}
