import type { Calculation } from "@gradeatlas/contracts/calculations";
import type { Db } from "../../db/open-database.ts";
import { isUuid } from "../../db/uuid.ts";
import { notFound } from "../../errors.ts";
import { toSummary } from "./calculation-summary.ts";

const missing = () => notFound("No saved calculation with that id.");

/** One of the user's own calculations, or a 404 that does not say whether it exists for someone else. */
export async function readCalculation(db: Db, userId: string, id: string): Promise<Calculation> {
  const row = isUuid(id)
    ? await db
        .selectFrom("calculations")
        .selectAll()
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw missing();
  return { ...toSummary(row), request: row.request, result: row.result } as Calculation;
}

/** Deletes one of the user's own calculations; anyone else's is a 404 like a missing one. */
export async function deleteCalculation(db: Db, userId: string, id: string): Promise<void> {
  const deleted = isUuid(id)
    ? await db.deleteFrom("calculations").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst()
    : undefined;
  if (!deleted || Number(deleted.numDeletedRows) === 0) throw missing();
}
