import Stripe from "stripe";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";

/**
 * Runs one call to Stripe. Stripe's own words stay in the log; the person
 * gets a plain 503 that says what to do, never a half-made checkout.
 */
export async function stripeCall<T>(logger: Logger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    logger.error({ err, what }, "stripe call failed");
    const unreachable = err instanceof Stripe.errors.StripeConnectionError;
    throw new AppError(
      "unavailable",
      unreachable
        ? "Stripe could not be reached. Please try again in a moment."
        : "Stripe did not accept this request. Please try again later, or write to support.",
    );
  }
}
