import { type CrmEvent, type CrmKind, defaultMapping, type FieldMapping } from "@gradeatlas/contracts/crm-sync";
import type { Db } from "../../src/db/open-database.ts";
import { createSecretsBox, type SecretsBox } from "../../src/features/crm-sync/secrets-box.ts";
import { grantSubscription } from "./accounts.ts";

/**
 * Gives an institution premium as its routes require (decision 0037): a
 * founding admin with an active plan. The worker and the feed hold a lapsed
 * institution's deliveries. Returns the admin's address (to lapse the plan).
 */
export async function makeInstitutionPay(db: Db, institutionId: string): Promise<string> {
  const id = crypto.randomUUID();
  const email = `payer-${id}@payer.example`;
  await db.insertInto("users").values({ id, name: "", email, email_verified: true, image: null, role: null }).execute();
  await db
    .insertInto("institution_members")
    .values({ institution_id: institutionId, user_id: id, role: "admin", joined_via: "founder", removed_at: null })
    .execute();
  await grantSubscription(db, email);
  return email;
}

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
