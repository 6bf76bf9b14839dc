import type { Db } from "../../db/open-database.ts";
import { isUuid } from "../../db/uuid.ts";
import { notFound } from "../../errors.ts";

/** An invitation of this institution not yet accepted or revoked, by id; a 404 otherwise. */
export async function openInvitation(db: Db, institutionId: string, id: string) {
  const row = isUuid(id)
    ? await db
        .selectFrom("institution_invitations")
        .select(["id", "email", "role"])
        .where("id", "=", id)
        .where("institution_id", "=", institutionId)
        .where("accepted_at", "is", null)
        .where("revoked_at", "is", null)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound("No open invitation of your institution has this id.");
  return row;
}
