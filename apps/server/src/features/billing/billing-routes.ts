import { BILLING_NOT_CONFIGURED, checkoutRequestSchema } from "@gradeatlas/contracts/billing";
import { Hono } from "hono";
import { type AccessEnv, requireAccess } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../errors.ts";
import { readJson } from "../../http/read-json.ts";
import { openPortal } from "./open-portal.ts";
import { planCatalogueFor } from "./plan-prices.ts";
import { billingStatusReader } from "./read-billing-status.ts";
import { startCheckout } from "./start-checkout.ts";
import { createStripeClient } from "./stripe-client.ts";

/**
 * /api/v1/billing (issue 16): the plan catalogue for everyone; checkout,
 * the Customer Portal and the billing status for signed-in users. Without
 * Stripe keys, buying is a plain 503, never a fake success.
 */
export function billingRoutes({ db, config, logger }: AppDeps) {
  const catalogue = planCatalogueFor(config);
  const stripe = createStripeClient(config);
  const readBillingStatus = billingStatusReader({ db, config, logger, stripe });
  const requireStripe = () => {
    if (!stripe) throw new AppError("unavailable", BILLING_NOT_CONFIGURED);
    return stripe;
  };
  const userId = async (access: () => Promise<{ user: { id: string } | null }>) => (await access()).user?.id as string;

  return new Hono<AccessEnv>()
    .get("/plans", (c) => c.json(catalogue))
    .get("/", requireAccess("signed-in"), async (c) => c.json(await readBillingStatus(await userId(c.var.access))))
    .post("/checkout", requireAccess("signed-in"), async (c) => {
      const request = await readJson(c, checkoutRequestSchema);
      return c.json(await startCheckout({ db, config, logger, stripe }, await c.var.access(), request));
    })
    .post("/portal", requireAccess("signed-in"), async (c) => {
      const stripeClient = requireStripe();
      return c.json(await openPortal({ db, config, logger, stripe: stripeClient }, await userId(c.var.access)));
    });
}
