import type { Calculation } from "@gradeatlas/contracts/calculations";
import type { Db } from "../../db/open-database.ts";
import { isUuid } from "../../db/uuid.ts";
import { notFound } from "../../errors.ts";
import { recordAudit } from "../audit/index.ts";
import { notifiedAt, toSummary } from "./calculation-summary.ts";

const missing = () => notFound("No saved calculation with that id.");

/**
 * Who reads: the user, and the institution whose saved calculations they may
 * also read (its admins and viewers while it has premium; the route decides).
 */
export type Reader = { userId: string; teamOf: string | null };

/**
 * The institution itself as reader, for work done on its behalf with no user
 * (CRM sync): every calculation saved under it, read-only, with who saved it.
 */
export const institutionReader = (institutionId: string): Reader => ({ userId: "", teamOf: institutionId });

/**
 * One of the user's own calculations, or one saved under the institution
 * they may read (then read-only: only its owner deletes it); anything else is
 * a 404 that does not say whether it exists for someone else.
 */
export async function readCalculation(db: Db, reader: Reader, id: string): Promise<Calculation> {
  const row = isUuid(id)
    ? await db
        .selectFrom("calculations")
        .selectAll()
        .select(notifiedAt)
        .select((eb) =>
          eb.selectFrom("users").select("users.email").whereRef("users.id", "=", "calculations.user_id").as("saved_by"),
        )
        .where("id", "=", id)
        .where((eb) =>
          reader.teamOf
            ? eb.or([eb("user_id", "=", reader.userId), eb("institution_id", "=", reader.teamOf)])
            : eb("user_id", "=", reader.userId),
        )
        .executeTakeFirst()
    : undefined;
  if (!row) throw missing();
  const mine = row.user_id === reader.userId;
  // The house rules as they were when it was saved, not today's.
  return {
    ...toSummary(row),
    request: row.request,
    result: row.result,
    ...(mine ? {} : { readOnly: true, savedBy: row.saved_by ?? "" }),
    houseRules: row.house_rules ?? null,
  } as Calculation;
}

/**
 * Deletes one of the user's own calculations; anyone else's is a 404 like a
 * missing one. One saved under an institution leaves a line in its audit trail.
 */
export async function deleteCalculation(db: Db, user: { id: string; email: string }, id: string): Promise<void> {
  if (!isUuid(id)) throw missing();
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("calculations")
      .where("id", "=", id)
      .where("user_id", "=", user.id)
      .returning(["institution_id", "title", "applicant_name", "scale_name", "country"])
      .executeTakeFirst();
    if (!deleted) throw missing();
    if (deleted.institution_id)
      await recordAudit(trx, {
        institutionId: deleted.institution_id,
        actor: user,
        action: "calculation.deleted",
        subject: deleted.title || deleted.applicant_name || `${deleted.scale_name} (${deleted.country})`,
        detail: { calculationId: id },
      });
  });
}
