import type { AdminUser } from "@gradeatlas/contracts/sys-admin";
import type { Db } from "../../db/open-database.ts";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import { describeUser, noSuchUser } from "./admin-user-view.ts";
import { manualCustomerId } from "./grant-manual-plan.ts";

/** Ends a plan granted by hand. Plans paid through Stripe end in Stripe, so ending one here is a conflict. */
export async function endManualPlan(db: Db, logger: Logger, userId: string): Promise<AdminUser> {
  const user = await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst();
  if (!user) throw noSuchUser(userId);
  const ended = await db
    .updateTable("stripe_subscriptions")
    .set({ status: "canceled", deleted_at: new Date() })
    .where("customer_id", "=", manualCustomerId(user.id))
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) === 0) {
    throw new AppError("conflict", "This user has no manual plan to end. Plans paid through Stripe end in Stripe.");
  }
  return describeUser(db, logger, user.id);
}
