import type { CalculationSync, DeliveryState, DeliveryView } from "@gradeatlas/contracts/crm-sync";
import type { Selectable } from "kysely";
import type { InstitutionCaller } from "../../access/guard.ts";
import type { Db } from "../../db/open-database.ts";
import type { CrmDeliveriesTable } from "../../db/schema.ts";
import { isUuid } from "../../db/uuid.ts";
import { AppError, badRequest, notFound } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { calculationIdsSince } from "../calculations/index.ts";
import { connectionRow } from "./connections.ts";

export const DELIVERY_PAGE_SIZE = 50;
/** Calculations one resync queues: a season's worth; ask again from a later day for more. */
export const MAX_RESYNC = 5_000;

type Row = Selectable<CrmDeliveriesTable>;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toDeliveryView(row: Row): DeliveryView {
  return {
    id: row.id,
    event: row.event,
    calculationId: row.calculation_id,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.state === "queued" ? iso(row.next_attempt_at) : null,
    lastError: row.last_error,
    lastStatus: row.last_status,
    remoteId: row.remote_id,
    deliveredAt: iso(row.delivered_at),
    createdAt: iso(row.created_at) as string,
  };
}

/** A connection's sync log, newest first; `cursor` is the last seq of the page before. */
export async function listDeliveries(
  db: Db,
  caller: InstitutionCaller,
  connectionId: string,
  query: { state?: DeliveryState; cursor?: string },
): Promise<{ deliveries: DeliveryView[]; nextCursor: string | null }> {
  await connectionRow(db, caller.institutionId, connectionId);
  if (query.cursor !== undefined && !/^\d{1,18}$/.test(query.cursor))
    throw badRequest("cursor must be the nextCursor of the page before.");
  let q = db
    .selectFrom("crm_deliveries")
    .selectAll()
    .where("connection_id", "=", connectionId)
    .orderBy("seq", "desc")
    .limit(DELIVERY_PAGE_SIZE + 1);
  if (query.state) q = q.where("state", "=", query.state);
  if (query.cursor) q = q.where("seq", "<", query.cursor);
  const rows = await q.execute();
  const page = rows.slice(0, DELIVERY_PAGE_SIZE);
  return {
    deliveries: page.map(toDeliveryView),
    nextCursor: rows.length > DELIVERY_PAGE_SIZE ? String(page.at(-1)?.seq) : null,
  };
}

/** A dead or waiting delivery, due now with a fresh set of tries. One already delivered stays so (409). */
export async function retryDelivery(db: Db, caller: InstitutionCaller, id: string): Promise<DeliveryView> {
  const missing = () => notFound("No CRM delivery with that id in your institution.");
  if (!isUuid(id)) throw missing();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("crm_deliveries")
      .selectAll()
      .where("id", "=", id)
      .where("institution_id", "=", caller.institutionId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw missing();
    if (row.state === "delivered")
      throw new AppError("conflict", "That delivery already reached the CRM; resync the calculation to send it again.");
    const updated = await trx
      .updateTable("crm_deliveries")
      .set({ state: "queued", attempts: 0, next_attempt_at: new Date() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "crm.delivery_retried",
      subject: row.subject,
      detail: { connectionId: row.connection_id, deliveryId: id, calculationId: row.calculation_id },
    });
    return toDeliveryView(updated);
  });
}

/** Every calculation saved since `since` goes to the connection again (as `calculation.saved`). */
export async function resyncSince(
  db: Db,
  caller: InstitutionCaller,
  connectionId: string,
  since: string,
): Promise<{ queued: number; capped: boolean }> {
  const connection = await connectionRow(db, caller.institutionId, connectionId);
  if (connection.kind === "slate_feed")
    throw new AppError("conflict", "Slate fetches its feed itself: re-import from a cursor with ?since= instead.");
  const calculations = await calculationIdsSince(db, caller.institutionId, since, MAX_RESYNC + 1);
  const batch = calculations.slice(0, MAX_RESYNC);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < batch.length; i += 500)
      await trx
        .insertInto("crm_deliveries")
        .values(
          batch.slice(i, i + 500).map((c) => ({
            connection_id: connectionId,
            institution_id: caller.institutionId,
            event: "calculation.saved" as const,
            calculation_id: c.id,
            subject: c.subject,
          })),
        )
        .execute();
    await recordAudit(trx, {
      institutionId: caller.institutionId,
      actor: caller.user,
      action: "crm.resync_queued",
      subject: connection.name,
      detail: { connectionId, since, calculations: batch.length },
    });
  });
  return { queued: batch.length, capped: calculations.length > MAX_RESYNC };
}

/** Per connection of the institution, the latest delivery about one calculation (the caller may read it). */
export async function calculationSync(db: Db, institutionId: string, calculationId: string): Promise<CalculationSync> {
  const connections = await db
    .selectFrom("crm_connections")
    .select(["id", "name", "kind"])
    .where("institution_id", "=", institutionId)
    .orderBy("created_at")
    .execute();
  const latest = await db
    .selectFrom("crm_deliveries")
    .selectAll()
    .distinctOn("connection_id")
    .where("calculation_id", "=", calculationId)
    .where("institution_id", "=", institutionId)
    .orderBy("connection_id")
    .orderBy("seq", "desc")
    .execute();
  const byConnection = new Map(latest.map((r) => [r.connection_id, r]));
  return {
    connections: connections.map((c) => {
      const row = byConnection.get(c.id);
      return { connectionId: c.id, name: c.name, kind: c.kind, latest: row ? toDeliveryView(row) : null };
    }),
  };
}
