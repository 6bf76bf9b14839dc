import { Hono } from "hono";
import type { AccessEnv } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { planCatalogueFor } from "./plan-prices.ts";

/**
 * /api/v1/billing (issue 16): the plan catalogue for everyone; checkout,
 * the Customer Portal and the billing status for signed-in users.
 */
export function billingRoutes({ config }: AppDeps) {
  const catalogue = planCatalogueFor(config);
  return new Hono<AccessEnv>().get("/plans", (c) => c.json(catalogue));
}
