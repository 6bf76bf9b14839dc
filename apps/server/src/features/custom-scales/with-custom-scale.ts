import { parseCustomScaleRef } from "@gradeatlas/engine";
import type { Access } from "../../access/resolve-access.ts";
import type { Db } from "../../db/open-database.ts";
import { badRequest, notFound } from "../../errors.ts";
import type { GradingCatalog } from "../grading-systems/index.ts";
import { engineScale, versionRows } from "./custom-scale-view.ts";

/**
 * A conversion that names one of the caller's institution's scales
 * ("custom:<id>[@version]") gets a catalogue that knows it, and the request
 * pinned to the version used, so a saved calculation keeps converting with
 * that version. Any other request passes through unchanged. Someone outside
 * the institution gets the 404 of an unknown scale.
 */
export async function withCustomScale<R extends { country: string; scale?: string }>(
  db: Db,
  catalog: GradingCatalog,
  access: Access,
  homeUrl: string,
  req: R,
): Promise<{ catalog: GradingCatalog; request: R }> {
  const ref = parseCustomScaleRef(req.scale);
  if (!ref) return { catalog, request: req };
  const institution = access.institution;
  const unknown = () => notFound(`"${req.scale}" is not a scale of your institution.`);
  if (!institution) throw unknown();
  let query = versionRows(db, institution.id).where("s.id", "=", ref.id);
  query = ref.version
    ? query.where("v.version", "=", ref.version)
    : query.where("s.archived_at", "is", null).orderBy("v.version", "desc");
  const row = await query.executeTakeFirst();
  if (!row) throw unknown();
  const country = catalog.country(req.country);
  if (country.code !== row.country)
    throw badRequest(`This scale is for ${catalog.country(row.country).name} (${row.country}), not ${country.name}.`);
  const scale = engineScale(row, { institutionName: institution.name, homeUrl });
  const pinned = `custom:${row.id}@${row.version}`;
  return {
    request: { ...req, scale: pinned },
    catalog: {
      ...catalog,
      scale(countryCode, scaleId) {
        return scaleId === pinned || scaleId === req.scale ? { country, scale } : catalog.scale(countryCode, scaleId);
      },
    },
  };
}
