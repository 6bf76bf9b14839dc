import { Hono } from "hono";
import Stripe from "stripe";
import type { AppDeps } from "../../app-deps.ts";
import { AppError, notFound } from "../../errors.ts";
import { applyStripeEvent } from "./apply-stripe-event.ts";

/**
 * POST /api/stripe/webhook: Stripe's events, verified with its signature
 * scheme on the raw body before anything is read. Without
 * STRIPE_WEBHOOK_SECRET the endpoint does not exist (404): plans are then
 * granted by hand in /sys-admin.
 */
export function stripeWebhookRoutes({ db, config, logger }: AppDeps) {
  return new Hono().post("/", async (c) => {
    const secret = config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw notFound("Stripe is not configured on this server.");
    const signature = c.req.header("stripe-signature");
    if (!signature) throw new AppError("bad_request", "The Stripe-Signature header is missing.");
    // The signature covers the exact bytes Stripe sent: read them raw, parse after.
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(raw, signature, secret);
    } catch {
      throw new AppError("bad_request", "The Stripe signature does not match this event.");
    }
    const outcome = await applyStripeEvent(db, config, event);
    logger.info({ type: event.type, id: event.id, outcome }, "stripe event");
    return c.json({ received: true, outcome });
  });
}
