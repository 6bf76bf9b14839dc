import {
  type AuditAction,
  type AuditActor,
  type AuditEvent,
  type AuditFilter,
  type AuditList,
  MAX_AUDIT_EXPORT_ROWS,
} from "@gradeatlas/contracts/audit";
import { countFound } from "../../db/count-found.ts";
import { cursorAt, decodeCursor, encodeCursor, olderThan } from "../../db/newest-first-cursor.ts";
import type { Db } from "../../db/open-database.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The institution's events the filter keeps, newest first. Days are whole UTC days, both ends included. */
function eventsOf(db: Db, institutionId: string, filter: AuditFilter) {
  let query = db
    .selectFrom("audit_events")
    .select(["id", "actor_id", "actor_email", "action", "subject", "detail", "created_at"])
    .select(cursorAt().as("cursor_at"))
    .where("institution_id", "=", institutionId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  if (filter.member) query = query.where("actor_id", "=", filter.member);
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.from) query = query.where("created_at", ">=", new Date(`${filter.from}T00:00:00Z`));
  if (filter.to) query = query.where("created_at", "<", new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS));
  return query;
}

type EventRow = {
  id: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  subject: string | null;
  detail: unknown;
  created_at: Date;
};

const toEvent = (r: EventRow): AuditEvent => ({
  id: r.id,
  at: new Date(r.created_at).toISOString(),
  actorId: r.actor_id,
  actorEmail: r.actor_email,
  action: r.action as AuditAction,
  subject: r.subject,
  detail: typeof r.detail === "object" && r.detail !== null ? (r.detail as Record<string, unknown>) : {},
});

/**
 * Everyone who acted in the institution, members who left included (their
 * account, and so their id, outlives leaving), each with the address of their
 * latest event. People whose account was deleted have no id left to filter by.
 */
async function actorsOf(db: Db, institutionId: string): Promise<AuditActor[]> {
  const rows = await db
    .selectFrom("audit_events")
    .distinctOn("actor_id")
    .select(["actor_id", "actor_email"])
    .where("institution_id", "=", institutionId)
    .where("actor_id", "is not", null)
    .orderBy("actor_id")
    .orderBy("created_at", "desc")
    .execute();
  return rows
    .map((r) => ({ id: r.actor_id as string, email: r.actor_email }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

/** One page of the trail, the cursor of the next (older) page, and who may be filtered by. */
export async function listAuditEvents(
  db: Db,
  institutionId: string,
  filter: AuditFilter,
  page: { limit: number; cursor?: string | undefined },
): Promise<AuditList> {
  let query = eventsOf(db, institutionId, filter).limit(page.limit + 1);
  if (page.cursor) query = query.where(olderThan(decodeCursor(page.cursor)));
  const rows = await query.execute();
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    events: shown.map(toEvent),
    nextCursor: rows.length > page.limit && last ? encodeCursor(last) : null,
    members: await actorsOf(db, institutionId),
  };
}

/** Every event the filter keeps, newest first, up to the export's limit, and how many it keeps in all. */
export async function exportAuditEvents(
  db: Db,
  institutionId: string,
  filter: AuditFilter,
): Promise<{ events: AuditEvent[]; total: number }> {
  const rows = await eventsOf(db, institutionId, filter).limit(MAX_AUDIT_EXPORT_ROWS).execute();
  const total = await countFound(db, eventsOf(db, institutionId, filter), {
    shown: rows.length,
    limit: MAX_AUDIT_EXPORT_ROWS,
  });
  return { events: rows.map(toEvent), total };
}
