import { BILLING_NOT_CONFIGURED, type CheckoutRequest } from "@gradeatlas/contracts/billing";
import type Stripe from "stripe";
import type { Access } from "../../access/resolve-access.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/open-database.ts";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import { priceIdFor } from "./plan-prices.ts";
import { stripeCall } from "./stripe-call.ts";
import { ensureStripeCustomer } from "./stripe-customers.ts";

type Deps = { db: Db; config: Config; logger: Logger; stripe: Stripe | null };

/**
 * A Stripe Checkout Session for a plan (subscription mode), answered with
 * the address the browser goes to. Who may buy what is checked first:
 * a verified address, no live plan already, and for the Institution plan an
 * admin of an institution (decision 0037).
 */
export async function startCheckout(
  { db, config, logger, stripe }: Deps,
  access: Access,
  { plan, interval }: CheckoutRequest,
): Promise<{ url: string }> {
  const user = access.user;
  if (!user) throw new AppError("unauthorized", "Sign in to use this.");
  if (!user.emailVerified) {
    throw new AppError("forbidden", "Verify your e-mail address before buying a plan: open the link we sent you.");
  }
  if (plan === "institution") assertInstitutionBuyer(access);
  // Who may buy is answered first; then, without Stripe keys, a plain refusal.
  if (!stripe) throw new AppError("unavailable", BILLING_NOT_CONFIGURED);
  const price = priceIdFor(config, plan, interval);
  if (!price) {
    throw new AppError("unprocessable", `The ${plan} plan is not sold ${interval === "month" ? "monthly" : "yearly"}.`);
  }
  const current = await db
    .selectFrom("stripe_user_subscriptions")
    .select("status")
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (current && (current.status === "active" || current.status === "trialing")) {
    throw new AppError("conflict", "You already have an active plan. Change or cancel it from Billing.");
  }
  const customer = await ensureStripeCustomer(db, stripe, logger, user);
  const session = await stripeCall(logger, "create checkout session", () =>
    stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: user.id,
      line_items: [{ price, quantity: 1 }],
      success_url: `${config.BASE_URL}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${config.BASE_URL}/premium?checkout=cancelled`,
      metadata: {
        user_id: user.id,
        plan,
        interval,
        ...(plan === "institution" && access.institution ? { institution_id: access.institution.id } : {}),
      },
      // Copied onto the subscription, so its events say whose and which plan it is.
      subscription_data: { metadata: { user_id: user.id, plan } },
    }),
  );
  if (!session.url) throw new AppError("unavailable", "Stripe did not return a checkout page. Please try again.");
  return { url: session.url };
}

/**
 * The Institution plan pays for an institution (decision 0037): its admins
 * buy it, and its members have premium while an admin's plan is live. An
 * admin without an institution founds one in My Team first.
 */
function assertInstitutionBuyer(access: Access): void {
  if (!access.isAdmin) {
    throw new AppError("forbidden", "Only an institution's admin can buy the Institution plan.");
  }
  if (access.institution?.role !== "admin") {
    throw new AppError(
      "conflict",
      "Create your institution in My Team first: the Institution plan gives its members premium.",
    );
  }
}
