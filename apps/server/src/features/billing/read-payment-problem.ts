import type { Db } from "../../db/open-database.ts";
import { hasPaymentProblem } from "./payment-problem-rule.ts";

/**
 * Whether the signed-in user has a payment to fix (the banner on every
 * signed-in page), by billing's one rule. Only the yes/no is read here, in
 * one small query, because GET /api/me is read on every first view.
 */
export async function readPaymentProblem(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom("stripe_user_subscriptions").select("status").where("user_id", "=", userId).limit(1).as("status"),
      eb
        .selectFrom("stripe_invoices")
        .select("payment_failed")
        .where(
          "customer_id",
          "=",
          eb
            .selectFrom("stripe_customers")
            .select("customer_id")
            .where("user_id", "=", userId)
            .where("deleted_at", "is", null)
            // Plans granted by hand (manual_<user id>) have no invoices to pay.
            .where("customer_id", "not like", "manual_%")
            .orderBy("created_at", "desc")
            .limit(1),
        )
        .orderBy("created", "desc")
        .limit(1)
        .as("latest_failed"),
    ])
    .executeTakeFirst();
  return hasPaymentProblem(row?.status, row?.latest_failed === true);
}
