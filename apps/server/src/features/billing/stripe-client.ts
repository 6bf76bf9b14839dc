import Stripe from "stripe";
import type { Config } from "../../config.ts";
import { billingConfigured } from "./plan-prices.ts";

/**
 * The official Stripe SDK, or null when online billing is not configured.
 * STRIPE_API_BASE (tests only; config.ts refuses it in production) points it
 * at a local stand-in, since Stripe cannot be reached from the build machines.
 */
export function createStripeClient(config: Config): Stripe | null {
  if (!billingConfigured(config) || !config.STRIPE_SECRET_KEY) return null;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    // One attempt per request: the browser's click is the retry, and a slow Stripe must not hold a request for long.
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "GradeAtlas" },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}
