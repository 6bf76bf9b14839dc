import type { Db } from "../../db/open-database.ts";

// The same rule as GET /api/v1/billing's paymentProblem (billing's
// read-billing-status.ts; billing.test.ts holds the two together): the latest
// invoice of the user's live Stripe customer failed, or their current plan
// waits for a payment. Only the yes/no is read here, in one small query,
// because GET /api/me is read on every first view.
const WAITING = ["past_due", "unpaid", "incomplete"] as const;

/** Whether the signed-in user has a payment to fix (the banner on every signed-in page). */
export async function readPaymentProblem(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom("stripe_user_subscriptions")
            .select("user_id")
            .where("user_id", "=", userId)
            .where("status", "in", WAITING),
        )
        .as("waiting"),
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
  return Boolean(row?.waiting) || row?.latest_failed === true;
}
