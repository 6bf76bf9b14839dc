import { isUuid } from "../../db/uuid.ts";
import { badRequest } from "../../errors.ts";

// Cursor: the created_at and id of the last row of a page, so paging is
// stable while new calculations are saved. It comes back from the client, so
// each part is checked as strictly as the database will read it: a crafted
// cursor is a 400, never a failed query.

export interface HistoryCursor {
  createdAt: string;
  id: string;
}

// toISOString's own form; years from 1000 (PostgreSQL reads a year 0001 as 2001).
const isoTimestamp = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
function isTimestamp(text: string): boolean {
  const ms = Date.parse(text);
  return isoTimestamp.test(text) && !Number.isNaN(ms) && new Date(ms).toISOString() === text;
}

export const encodeCursor = (row: { created_at: Date; id: string }): string =>
  Buffer.from(`${new Date(row.created_at).toISOString()}|${row.id}`).toString("base64url");

export function decodeCursor(cursor: string): HistoryCursor {
  const parts = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const [createdAt = "", id = ""] = parts;
  if (parts.length !== 2 || !isTimestamp(createdAt) || !isUuid(id)) {
    throw badRequest("cursor is not one this API gave out.", { field: "cursor" });
  }
  return { createdAt, id };
}
