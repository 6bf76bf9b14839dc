import { createHash, timingSafeEqual } from "node:crypto";
import { defaultMapping, type FieldMapping, fieldMappingSchema, type SyncRecord } from "@gradeatlas/contracts/crm-sync";
import { toCsv } from "@gradeatlas/contracts/csv";
import type { Db } from "../../db/open-database.ts";
import { AppError, badRequest, notFound } from "../../errors.ts";
import { institutionPays } from "../calculations/index.ts";
import { FEED_NOT_PAID } from "./crm-caller.ts";
import type { FeedRecordBuilder } from "./feed-records.ts";

// Slate's pull feed (issue 20): a web-service source format's Import
// Automation tab names this URL as its "Import Remote Server" and Slate
// fetches it on its schedule:
// https://knowledge.technolutions.net/docs/importing-data-with-web-services
// How Slate sends credentials is not in what we could read of that page; it
// is taken to be HTTP Basic (user and password fields), and a bearer token
// serves every other client.
// Each fetch takes the connection's queued deliveries, oldest first, and marks
// them delivered in the transaction that built the response; `since` serves
// delivered ones again (a re-import after Slate's import failed).

/** Rows per fetch: Slate's Upload Dataset works in batches, and a page stays a few MB. */
export const FEED_PAGE_ROWS = 5_000;

/** How the token is stored (feed_token_hash): SHA-256 of its UTF-8, as hex. The token itself is shown once. */
export const hashFeedToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export type FeedPage = { csv: string; rows: number; nextCursor: string };

type FeedConnection = { id: string; institutionId: string; mapping: FieldMapping; cursor: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token Slate sent: a bearer token, or the password of HTTP Basic (any user name). */
export function feedCredential(authorization: string | undefined): string | null {
  const [scheme, value] = (authorization ?? "").trim().split(/\s+/, 2);
  if (!scheme || !value) return null;
  if (scheme.toLowerCase() === "bearer") return value;
  if (scheme.toLowerCase() !== "basic") return null;
  const decoded = Buffer.from(value, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? null : decoded.slice(colon + 1) || null;
}

function tokenMatches(credential: string | null, storedHash: string | null): boolean {
  if (!credential || !storedHash) return false;
  const given = Buffer.from(hashFeedToken(credential), "hex");
  const expected = Buffer.from(storedHash, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The feed connection this credential opens: 404 when there is none (or it is
 * another kind), 401 for a wrong or missing token, 409 while it is paused, 403
 * while the institution's premium has lapsed (its rows wait for it). In
 * a transaction that writes, the row stays locked so two fetches at once
 * cannot serve the same deliveries.
 */
async function openFeed(db: Db, connectionId: string, credential: string | null, lock: boolean) {
  if (!uuid.test(connectionId)) throw notFound("There is no Slate feed at this address.");
  let query = db
    .selectFrom("crm_connections")
    .select(["id", "institution_id", "kind", "state", "mapping", "feed_token_hash", "feed_cursor"])
    .where("id", "=", connectionId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (row?.kind !== "slate_feed") throw notFound("There is no Slate feed at this address.");
  if (!tokenMatches(credential, row.feed_token_hash))
    throw new AppError(
      "unauthorized",
      "Send the feed's token as the password of HTTP Basic authentication (any user name) or as a bearer token.",
    );
  if (row.state === "paused")
    throw new AppError("conflict", "This feed is paused in GradeAtlas: resume the connection to fetch again.");
  if (!(await institutionPays(db, row.institution_id))) throw new AppError("forbidden", FEED_NOT_PAID);
  const mapping = fieldMappingSchema.safeParse(row.mapping);
  return {
    id: row.id,
    institutionId: row.institution_id,
    mapping: mapping.success ? mapping.data : defaultMapping("slate_feed"),
    cursor: String(row.feed_cursor),
  } satisfies FeedConnection;
}

/** The CSV Slate reads: a header of the mapping's CRM names, a row per record (see connectors/slate-csv.ts). */
function feedCsv(mapping: FieldMapping, records: readonly SyncRecord[]): string {
  return toCsv([mapping.map((m) => m.target), ...records.map((r) => mapping.map((m) => r[m.field] ?? null))]);
}

/** HEAD: whether the token opens the feed, and where its cursor is, taking nothing. */
export async function peekSlateFeed(db: Db, connectionId: string, credential: string | null) {
  const feed = await openFeed(db, connectionId, credential, false);
  return { nextCursor: feed.cursor };
}

/**
 * The next page of queued deliveries, marked delivered once the CSV is built
 * (a failure while building leaves every row queued). A delivery without a
 * stored record gets one now and keeps it, so `since` replays the same row;
 * one whose calculation is gone goes to the dead letters.
 */
export async function takeSlateFeed(
  db: Db,
  build: FeedRecordBuilder,
  connectionId: string,
  credential: string | null,
): Promise<FeedPage> {
  return db.transaction().execute(async (trx) => {
    const feed = await openFeed(trx, connectionId, credential, true);
    const queued = await trx
      .selectFrom("crm_deliveries")
      .select(["id", "seq", "event", "calculation_id", "report_id", "record"])
      .where("connection_id", "=", feed.id)
      .where("state", "=", "queued")
      .orderBy("seq")
      .limit(FEED_PAGE_ROWS)
      .execute();
    const served: { id: string; seq: string; record: SyncRecord; built: boolean }[] = [];
    const gone: { id: string; seq: string }[] = [];
    for (const row of queued) {
      if (row.record !== null) {
        served.push({ id: row.id, seq: row.seq, record: row.record as SyncRecord, built: false });
        continue;
      }
      const input = {
        institutionId: feed.institutionId,
        event: row.event,
        calculationId: row.calculation_id,
        reportId: row.report_id,
      };
      const record = row.calculation_id === null ? null : await build(trx, input);
      if (record === null) gone.push({ id: row.id, seq: row.seq });
      else served.push({ id: row.id, seq: row.seq, record, built: true });
    }
    const csv = feedCsv(
      feed.mapping,
      served.map((s) => s.record),
    );

    const now = new Date();
    if (served.length > 0)
      await trx
        .updateTable("crm_deliveries")
        .set((eb) => ({
          state: "delivered",
          delivered_at: now,
          attempts: eb("attempts", "+", 1),
          last_error: null,
          remote_id: `feed:${served.at(-1)?.seq}`,
        }))
        .where(
          "id",
          "in",
          served.map((s) => s.id),
        )
        .execute();
    for (const s of served.filter((s) => s.built))
      await trx
        .updateTable("crm_deliveries")
        .set({ record: JSON.stringify(s.record) })
        .where("id", "=", s.id)
        .execute();
    if (gone.length > 0)
      await trx
        .updateTable("crm_deliveries")
        .set({ state: "dead", last_error: "Its calculation was deleted before Slate fetched it." })
        .where(
          "id",
          "in",
          gone.map((g) => g.id),
        )
        .execute();

    const last = [...served, ...gone].reduce(
      (max, r) => (BigInt(r.seq) > max ? BigInt(r.seq) : max),
      BigInt(feed.cursor),
    );
    await trx
      .updateTable("crm_connections")
      .set({ feed_cursor: last.toString(), ...(served.length > 0 ? { last_success_at: now } : {}) })
      .where("id", "=", feed.id)
      .execute();
    return { csv, rows: served.length, nextCursor: last.toString() };
  });
}

/** Delivered rows after `since` again, as first served; the cursor stays where it is. */
export async function replaySlateFeed(
  db: Db,
  connectionId: string,
  credential: string | null,
  since: string,
): Promise<FeedPage> {
  if (!/^\d{1,18}$/.test(since))
    throw badRequest("since is a cursor from an earlier fetch's X-Next-Cursor header: a whole number such as 1200.");
  const feed = await openFeed(db, connectionId, credential, false);
  const rows = await db
    .selectFrom("crm_deliveries")
    .select(["seq", "record"])
    .where("connection_id", "=", feed.id)
    .where("state", "=", "delivered")
    .where("record", "is not", null)
    .where("seq", ">", since)
    .orderBy("seq")
    .limit(FEED_PAGE_ROWS)
    .execute();
  return {
    csv: feedCsv(
      feed.mapping,
      rows.map((r) => r.record as SyncRecord),
    ),
    rows: rows.length,
    nextCursor: String(rows.at(-1)?.seq ?? since),
  };
}
