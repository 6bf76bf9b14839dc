import type Stripe from "stripe";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/open-database.ts";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import { stripeCall } from "./stripe-call.ts";
import { liveStripeCustomer } from "./stripe-customers.ts";

/** A Stripe Customer Portal session for the user's customer, coming back to /account/billing. */
export async function openPortal(
  { db, config, logger, stripe }: { db: Db; config: Config; logger: Logger; stripe: Stripe },
  userId: string,
): Promise<{ url: string }> {
  const customer = await liveStripeCustomer(db, userId);
  if (!customer) {
    throw new AppError("conflict", "There is no billing account to manage yet: choose a plan first.");
  }
  const session = await stripeCall(logger, "create portal session", () =>
    stripe.billingPortal.sessions.create({ customer, return_url: `${config.BASE_URL}/account/billing` }),
  );
  return { url: session.url };
}
