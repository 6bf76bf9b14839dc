import { type RawBuilder, sql } from "kysely";
import { badRequest } from "../errors.ts";
import { isUuid } from "./uuid.ts";

// Cursor of a list kept newest first (saved calculations, the audit trail):
// the created_at and id of the last row of a page, so paging is stable while
// new rows arrive. The time keeps PostgreSQL's microseconds: cut to a
// JavaScript Date's milliseconds, a row saved in the same millisecond as the
// page's last one (or in the same transaction: one audit line per change can
// share a time) would compare as newer and be skipped. It comes back from the
// client, so each part is checked as strictly as the database will read it: a
// crafted cursor is a 400, never a failed query.

export interface NewestFirstCursor {
  createdAt: string;
  id: string;
}

const column = (name: string, table?: string) => sql.ref(table ? `${table}.${name}` : name);

/** created_at to the microsecond in UTC, as the cursor carries it: select it as `cursor_at`. */
export const cursorAt = (table?: string): RawBuilder<string> =>
  sql<string>`to_char(${column("created_at", table)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

// Years from 1000 (PostgreSQL reads a year 0001 as 2001); milliseconds as
// cursors given out before microseconds were kept, or microseconds.
const isoTimestamp = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(\d{3})?Z$/;
function isTimestamp(text: string): boolean {
  if (!isoTimestamp.test(text)) return false;
  const toMillis = `${text.slice(0, 23)}Z`;
  const ms = Date.parse(toMillis);
  return !Number.isNaN(ms) && new Date(ms).toISOString() === toMillis;
}

export const encodeCursor = (row: { cursor_at: string; id: string }): string =>
  Buffer.from(`${row.cursor_at}|${row.id}`).toString("base64url");

export function decodeCursor(cursor: string): NewestFirstCursor {
  const parts = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const [createdAt = "", id = ""] = parts;
  if (parts.length !== 2 || !isTimestamp(createdAt) || !isUuid(id)) {
    throw badRequest("cursor is not one this API gave out.", { field: "cursor" });
  }
  return { createdAt, id };
}

/** Rows older than the cursor's, in the list's order (created_at desc, id desc). */
export const olderThan = (cursor: NewestFirstCursor, table?: string): RawBuilder<boolean> =>
  sql<boolean>`(${column("created_at", table)}, ${column("id", table)}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
