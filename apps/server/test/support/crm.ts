import { type CrmEvent, type CrmKind, defaultMapping, type FieldMapping } from "@gradeatlas/contracts/crm-sync";
import type { Db } from "../../src/db/open-database.ts";
import { createSecretsBox, type SecretsBox } from "../../src/features/crm-sync/secrets-box.ts";

/**
 * A CRM connection row as the lead's routes will store it (settings and
 * mapping as JSON, secrets sealed with the box), for tests that drive the
 * worker before those routes exist.
 */
export async function makeConnection(
  db: Db,
  institutionId: string,
  kind: CrmKind,
  settings: Record<string, unknown>,
  secrets: Record<string, string>,
  mapping: FieldMapping = defaultMapping(kind),
  events: CrmEvent[] = ["calculation.saved", "calculation.updated"],
  // The test apps' box: no CRM_SECRETS_KEY, so the development key (the worker under test opens with the same).
  box: SecretsBox = createSecretsBox({ NODE_ENV: "test", CRM_SECRETS_KEY: undefined }),
): Promise<string> {
  const row = await db
    .insertInto("crm_connections")
    .values({
      institution_id: institutionId,
      kind,
      name: `${kind} test`,
      settings: JSON.stringify(settings),
      secrets: Object.keys(secrets).length ? box.seal(secrets) : null,
      secret_names: JSON.stringify(Object.keys(secrets)),
      mapping: JSON.stringify(mapping),
      events: JSON.stringify(events),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One delivery row, as the sync log shows it. */
export function deliveryRow(db: Db, id: string) {
  return db.selectFrom("crm_deliveries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}
