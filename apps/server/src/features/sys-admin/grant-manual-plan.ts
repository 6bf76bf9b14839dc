import type { AdminUser } from "@gradeatlas/contracts/sys-admin";
import type { Db } from "../../db/open-database.ts";
import type { Logger } from "../../logger.ts";
import { describeUser, noSuchUser } from "./admin-user-view.ts";

export const manualCustomerId = (userId: string) => `manual_${userId}`;

/**
 * A plan granted by hand (no Stripe keys, or an invoice paid offline): a
 * manual customer record and one active subscription on it, replacing any
 * earlier manual one. One transaction, so a failure leaves the old plan as it was.
 */
export async function grantManualPlan(db: Db, logger: Logger, userId: string): Promise<AdminUser> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst();
    if (!user) throw noSuchUser(userId);
    const customerId = manualCustomerId(user.id);
    await trx
      .insertInto("stripe_customers")
      .values({ customer_id: customerId, user_id: user.id, deleted_at: null })
      .onConflict((oc) => oc.column("customer_id").doUpdateSet({ deleted_at: null }))
      .execute();
    await trx
      .updateTable("stripe_subscriptions")
      .set({ deleted_at: new Date() })
      .where("customer_id", "=", customerId)
      .where("deleted_at", "is", null)
      .execute();
    await trx
      .insertInto("stripe_subscriptions")
      .values({
        id: `manual_${crypto.randomUUID()}`,
        customer_id: customerId,
        status: "active",
        manual: true,
        price_id: null,
        current_period_end: null,
        deleted_at: null,
      })
      .execute();
  });
  return describeUser(db, logger, userId);
}
