import { CRM_MAX_ATTEMPTS, type CrmKind, crmKinds, type SyncRecord, syncFields } from "@gradeatlas/contracts/crm-sync";
import type { Selectable } from "kysely";
import { subscribedInstitutions } from "../../access/resolve-access.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/open-database.ts";
import { queuePoller } from "../../db/queue-poller.ts";
import type { CrmDeliveriesTable } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import { currentReportOf } from "../gpa-reports/index.ts";
import type { GradingCatalog } from "../grading-systems/index.ts";
import { connectionTarget, connectorOptions, INVALID_SETTINGS } from "./connection-target.ts";
import type { ConnectionRow } from "./connection-view.ts";
import type { Outcome, SyncItem } from "./connectors/connector.ts";
import { connectorFor } from "./connectors/registry.ts";
import { applyMapping } from "./map-fields.ts";
import { createSecretsBox } from "./secrets-box.ts";
import { buildSyncRecord } from "./sync-record.ts";

/** Deliveries claimed at once, and so at most this many in one connector call. */
const BATCH = 20;
/**
 * A Slate SFTP batch is one file per connection, not a request per item, so it
 * takes more at once: an hour's or a day's saves make one file, not one per 20.
 */
const SFTP_BATCH = 500;
const SFTP_KINDS: readonly CrmKind[] = ["slate_sftp"];
/** The kinds that send a request per item. Slate's feed is pulled, never pushed. */
const REQUEST_KINDS = crmKinds.filter((kind) => kind !== "slate_sftp" && kind !== "slate_feed");
const POLL_MS = 2_000;
/** Back-off after the nth failed try: full jitter over 30 s, 60 s, 2 min … at most an hour. */
const BASE_MS = 30_000;
const CAP_MS = 60 * 60_000;
/** A Retry-After beyond this is read as this (a remote cannot park a delivery for weeks). */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60_000;

/**
 * How long a claim holds: a claimed delivery is not due again until then, so a
 * server killed mid-send frees its claims after this (24 × 15 s = 6 min by
 * default). Long enough for a whole batch that times out request by request
 * (a request per item, a few more for a token or an SFTP session).
 */
export const claimWindowMs = (timeoutMs: number) => (BATCH + 4) * timeoutMs;

/** The wait before the next try after `attempts` tries: full jitter, but never sooner than Retry-After. */
export function retryDelayMs(attempts: number, retryAfterMs?: number, random = Math.random): number {
  const ceiling = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(Math.min(retryAfterMs ?? 0, MAX_RETRY_AFTER_MS), Math.round(random() * ceiling));
}

type Delivery = Selectable<CrmDeliveriesTable>;
export type SyncRun = { delivered: number; retried: number; dead: number };

/**
 * The CRM sync queue's worker (decision 0049; modelled on the notice worker,
 * decision 0046). `runOnce` claims due deliveries of active, pushing
 * connections of institutions with premium atomically (UPDATE … WHERE id IN (due: … FOR UPDATE SKIP LOCKED)
 * RETURNING, which also pushes their next try past the claim window), hands
 * each connection its items in one connector call, and records each outcome.
 * At least once: a crash between the CRM's answer and our update repeats a
 * send, with the same idempotency key (the delivery id).
 */
export function createSyncWorker(deps: { db: Db; config: Config; logger: Logger; catalog: GradingCatalog }) {
  const { db, config, logger, catalog } = deps;
  const box = createSecretsBox(config);
  const options = connectorOptions(config);
  const claimMs = claimWindowMs(config.CRM_REQUEST_TIMEOUT_MS);
  const poller = queuePoller(() => runOnce(), logger, "the CRM sync queue could not be worked");

  /**
   * Institutions with deliveries due whose premium still stands. A lapsed
   * institution's deliveries are held, not tried and not counted, and go out
   * once an admin subscribes again (the feed likewise refuses meanwhile).
   */
  async function payingWithDue(now: Date): Promise<string[]> {
    const due = await db
      .selectFrom("crm_connections")
      .select("institution_id")
      .distinct()
      .where("state", "=", "active")
      .where("kind", "!=", "slate_feed")
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom("crm_deliveries")
            .select("id")
            .whereRef("crm_deliveries.connection_id", "=", "crm_connections.id")
            .where("crm_deliveries.state", "=", "queued")
            .where("crm_deliveries.next_attempt_at", "<=", now),
        ),
      )
      .execute();
    if (due.length === 0) return [];
    return [
      ...(await subscribedInstitutions(
        db,
        due.map((r) => r.institution_id),
      )),
    ];
  }

  /** Due deliveries of the paying institutions' active SFTP connections, then of their other pushing ones. */
  async function claim(now: Date): Promise<{ rows: Delivery[]; full: boolean }> {
    const institutions = await payingWithDue(now);
    if (institutions.length === 0) return { rows: [], full: false };
    const sftp = await claimOf(now, institutions, SFTP_KINDS, SFTP_BATCH);
    const others = await claimOf(now, institutions, REQUEST_KINDS, BATCH);
    return { rows: [...sftp, ...others], full: sftp.length === SFTP_BATCH || others.length === BATCH };
  }

  // The due rows are picked once, in a materialized CTE: as `id IN (SELECT … LIMIT n
  // FOR UPDATE SKIP LOCKED)` PostgreSQL may run the subquery again per row, and
  // each run skips what the last one locked, claiming far more than n.
  async function claimOf(now: Date, institutions: string[], kinds: readonly CrmKind[], limit: number) {
    return db
      .with(
        (cte) => cte("due").materialized(),
        (qb) =>
          qb
            .selectFrom("crm_deliveries")
            .select("id")
            .where("state", "=", "queued")
            .where("next_attempt_at", "<=", now)
            // Paused connections keep their queue.
            .where("connection_id", "in", (c) =>
              c
                .selectFrom("crm_connections")
                .select("id")
                .where("state", "=", "active")
                .where("kind", "in", kinds)
                .where("institution_id", "in", institutions),
            )
            .orderBy("next_attempt_at")
            .orderBy("seq")
            .limit(limit)
            .forUpdate()
            .skipLocked(),
      )
      .updateTable("crm_deliveries")
      .set((eb) => ({ attempts: eb("attempts", "+", 1), next_attempt_at: new Date(now.getTime() + claimMs) }))
      .where("id", "in", (eb) => eb.selectFrom("due").select("due.id"))
      .where("state", "=", "queued")
      .returningAll()
      .execute();
  }

  /** The record a try sends: frozen at the first, so every retry sends exactly the same. */
  async function itemOf(row: Delivery): Promise<Omit<SyncItem, "fields"> | null> {
    // jsonb keeps keys in its own order: put them back in the fields' order, so the body is byte-identical.
    const frozen = row.record
      ? (Object.fromEntries(syncFields.map((f) => [f, (row.record as SyncRecord)[f] ?? null])) as SyncRecord)
      : null;
    if (frozen) {
      const report =
        row.calculation_id && frozen.report_number
          ? await currentReportOf(db, config.BASE_URL, row.calculation_id, row.report_id)
          : null;
      return {
        deliveryId: row.id,
        event: row.event,
        occurredAt: new Date(row.created_at).toISOString(),
        record: frozen,
        // The report the record names, while it stands.
        report:
          report?.number === frozen.report_number
            ? { number: report.number, filename: report.filename, content: report.content }
            : null,
      };
    }
    if (!row.calculation_id) return null;
    const built = await buildSyncRecord(
      { db, baseUrl: config.BASE_URL, catalog },
      {
        institutionId: row.institution_id,
        event: row.event,
        calculationId: row.calculation_id,
        reportId: row.report_id,
      },
    );
    if (!built) return null;
    await db
      .updateTable("crm_deliveries")
      .set({ record: JSON.stringify(built.record) })
      .where("id", "=", row.id)
      .where("record", "is", null)
      .execute();
    return {
      deliveryId: row.id,
      event: row.event,
      occurredAt: new Date(row.created_at).toISOString(),
      record: built.record,
      report: built.report,
    };
  }

  /** One connection's claimed deliveries, sent in one connector call. */
  async function deliverGroup(connection: ConnectionRow, rows: Delivery[]): Promise<Outcome[]> {
    let secrets: Record<string, string> = {};
    const redact = (message: string) => redactSecrets(message, secrets);
    try {
      const opened = connectionTarget(box, connection);
      if (!opened) return rows.map(() => ({ kind: "failed", error: INVALID_SETTINGS }));
      secrets = opened.secrets;
      const fieldsOf = (record: SyncRecord) => applyMapping(record, opened.mapping);

      const outcomes = new Map<string, Outcome>();
      const items: SyncItem[] = [];
      for (const row of rows) {
        const item = await itemOf(row);
        if (item) items.push({ ...item, fields: fieldsOf(item.record) });
        else outcomes.set(row.id, { kind: "failed", error: "The calculation was deleted before it could be sent." });
      }
      if (items.length) {
        const connector = connectorFor(connection.kind as CrmKind);
        const delivered = await connector.deliver(opened.target as never, items, options);
        items.forEach((item, i) => {
          const outcome = delivered[i] ?? { kind: "retry", error: "The connector gave no answer for this item." };
          outcomes.set(item.deliveryId, redactOutcome(outcome, redact));
        });
      }
      return rows.map((row) => outcomes.get(row.id) as Outcome);
    } catch (err) {
      // A connector that throws (or secrets that do not open) is temporary: the delivery waits and tries again.
      const message = redact(err instanceof Error ? err.message : String(err));
      logger.warn({ connectionId: connection.id, error: message }, "a CRM connection could not be worked");
      return rows.map(() => ({ kind: "retry", error: message }));
    }
  }

  /** Each outcome, and the connection's last success or error, in one transaction. */
  async function record(connection: ConnectionRow, rows: Delivery[], outcomes: Outcome[], now: Date, run: SyncRun) {
    const at = new Date();
    let lastSuccess = false;
    let lastError: string | null = null;
    await db.transaction().execute(async (trx) => {
      for (const [i, row] of rows.entries()) {
        const outcome = outcomes[i] as Outcome;
        const update = trx.updateTable("crm_deliveries").where("id", "=", row.id).where("state", "=", "queued");
        if (outcome.kind === "delivered") {
          await update
            .set({
              state: "delivered",
              delivered_at: at,
              remote_id: outcome.remoteId ?? null,
              last_status: outcome.status ?? null,
              last_error: null,
            })
            .execute();
          lastSuccess = true;
          run.delivered++;
          continue;
        }
        const gaveUp = outcome.kind === "retry" && row.attempts >= CRM_MAX_ATTEMPTS;
        if (outcome.kind === "failed" || gaveUp) {
          const error = gaveUp ? `Gave up after ${row.attempts} tries: ${outcome.error}` : outcome.error;
          await update.set({ state: "dead", last_error: error, last_status: outcome.status ?? null }).execute();
          lastError = error;
          run.dead++;
          continue;
        }
        const wait = retryDelayMs(row.attempts, outcome.kind === "retry" ? outcome.retryAfterMs : undefined);
        await update
          .set({
            last_error: outcome.error,
            last_status: outcome.status ?? null,
            next_attempt_at: new Date(now.getTime() + wait),
          })
          .execute();
        run.retried++;
      }
      if (lastSuccess || lastError)
        await trx
          .updateTable("crm_connections")
          .set({
            ...(lastSuccess ? { last_success_at: at } : {}),
            ...(lastError ? { last_error: lastError, last_error_at: at } : {}),
          })
          .where("id", "=", connection.id)
          .execute();
    });
  }

  /** Claimed but not tried (the server is stopping): due again at once, the try not counted. */
  async function release(rows: Delivery[]) {
    if (rows.length === 0) return;
    await db
      .updateTable("crm_deliveries")
      .set((eb) => ({ attempts: eb("attempts", "-", 1), next_attempt_at: new Date() }))
      .where(
        "id",
        "in",
        rows.map((r) => r.id),
      )
      .where("state", "=", "queued")
      .execute();
  }

  /** Works every delivery due at `now` (tests pass a later `now` instead of waiting out a back-off). */
  async function runOnce(now = new Date()): Promise<SyncRun> {
    const run: SyncRun = { delivered: 0, retried: 0, dead: 0 };
    for (;;) {
      const { rows, full } = await claim(now);
      if (rows.length === 0) return run;
      const ids = [...new Set(rows.map((r) => r.connection_id))];
      const connections = await db.selectFrom("crm_connections").selectAll().where("id", "in", ids).execute();
      for (const [i, connection] of connections.entries()) {
        if (poller.stopping()) {
          await release(rows.filter((r) => connections.slice(i).some((c) => c.id === r.connection_id)));
          return run;
        }
        const group = rows
          .filter((r) => r.connection_id === connection.id)
          .sort((a, b) => Number(a.seq) - Number(b.seq));
        await record(connection, group, await deliverGroup(connection, group), now, run);
      }
      if (!full || poller.stopping()) return run;
    }
  }

  return {
    runOnce,
    /** Polls the queue until `stop`. */
    start(pollMs = POLL_MS) {
      poller.start(pollMs);
    },
    /**
     * Stops polling and waits for the connection being sent to, so shutdown
     * never cuts a delivery's record short; claimed deliveries not yet tried are released.
     */
    stop: () => poller.stop(),
  };
}

export type SyncWorker = ReturnType<typeof createSyncWorker>;

/** Any secret's value that a message repeats (an echoed token, a URL with a key) becomes [redacted]. */
export function redactSecrets(message: string, secrets: Record<string, string>): string {
  let out = message;
  for (const value of Object.values(secrets))
    if (typeof value === "string" && value.length >= 4) out = out.split(value).join("[redacted]");
  return out;
}

function redactOutcome(outcome: Outcome, redact: (s: string) => string): Outcome {
  return outcome.kind === "delivered"
    ? { ...outcome, detail: redact(outcome.detail) }
    : { ...outcome, error: redact(outcome.error) };
}
