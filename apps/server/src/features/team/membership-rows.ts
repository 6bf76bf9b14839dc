import type { InstitutionRole } from "@gradeatlas/contracts/access";
import { adminsOf, membershipsOf } from "../../access/institution-membership.ts";
import type { Db } from "../../db/open-database.ts";
import { AppError, notFound } from "../../errors.ts";

/** A member of this institution, by id (a 404 for anyone else: ids of other institutions' people reveal nothing). */
export async function memberOf(db: Db, institutionId: string, userId: string) {
  const person = await db
    .selectFrom("users")
    .select(["id", "email", "email_verified", "role"])
    .where("id", "=", userId)
    .executeTakeFirst();
  const membership = person && (await membershipsOf(db, [person])).get(person.id);
  if (!person || membership?.institutionId !== institutionId)
    throw notFound("No member of your institution has this id.");
  return { ...person, membership };
}

/**
 * Writes a membership row: a role an admin set, a join, or (with `removed`) a
 * removal that keeps the person from joining again by their address.
 */
export async function writeMembership(
  db: Db,
  row: { institutionId: string; userId: string; role: InstitutionRole; via: "domain" | "invitation" | "founder" },
  { removed = false } = {},
): Promise<void> {
  const removedAt = removed ? new Date() : null;
  await db
    .insertInto("institution_members")
    .values({
      institution_id: row.institutionId,
      user_id: row.userId,
      role: row.role,
      joined_via: row.via,
      removed_at: removedAt,
    })
    .onConflict((oc) =>
      oc
        .columns(["institution_id", "user_id"])
        .doUpdateSet({ role: row.role, joined_via: row.via, removed_at: removedAt }),
    )
    .execute();
}

/** Refuses a change that would leave the institution without an admin. */
export async function assertAnotherAdmin(db: Db, institutionId: string, leaving: { id: string; email: string }) {
  const admins = (await adminsOf(db, [institutionId])).get(institutionId) ?? [];
  if (admins.every((id) => id === leaving.id))
    throw new AppError(
      "conflict",
      `${leaving.email} is the institution's only admin. Make another member admin first.`,
    );
}
