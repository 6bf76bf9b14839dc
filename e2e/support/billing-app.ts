import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// @ts-expect-error: a plain .mjs module shared with scripts/test.mjs
import { freePort } from "../../scripts/throwaway-postgres.mjs";
import { type StripeStandIn, startStripeStandIn } from "../../test-support/stripe/stand-in.ts";
import { startMailCatcher } from "./mail-catcher.ts";

const serverEntry = join(import.meta.dirname, "../../apps/server/dist/server.js");
const WEBHOOK_SECRET = "whsec_test_e2e_billing_0123456789";
export const E2E_PRICES = {
  price_e2e_personal_month: { interval: "month", amount: 900 },
  price_e2e_personal_year: { interval: "year", amount: 9000 },
  price_e2e_institution_year: { interval: "year", amount: 90000 },
} as const;

export interface BillingApp {
  baseUrl: string;
  mailDir: string;
  stripe: StripeStandIn;
  stop(): Promise<void>;
}

/**
 * The built app with online billing switched on, for the billing journey
 * alone: its own port, data directory and mail catcher, and the STRIPE_*
 * settings pointing at the Stripe stand-in (test-support/stripe), whose
 * Checkout and Portal pages the browser visits. The shared e2e app keeps
 * running without Stripe keys, so the other journeys see billing "not
 * configured". NODE_ENV is "test": config.ts refuses STRIPE_API_BASE in
 * production, since a real server talks to Stripe itself.
 */
export async function startBillingApp(): Promise<BillingApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "gradeatlas-e2e-billing-"));
  const mailDir = mkdtempSync(join(tmpdir(), "gradeatlas-e2e-billing-mail-"));
  const mail = await startMailCatcher(mailDir);
  const stripe = await startStripeStandIn({ baseUrl, prices: E2E_PRICES, webhookSecret: WEBHOOK_SECRET });
  // Events go to the app's webhook over HTTP, signed, as Stripe sends them.
  stripe.connect((payload, signature) =>
    fetch(`${baseUrl}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    }),
  );
  const app: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      SMTP_URL: mail.url,
      AUTH_RATE_LIMIT_PER_MINUTE: "200",
      STRIPE_SECRET_KEY: "sk_test_gradeatlas_e2e",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PERSONAL_MONTHLY: "price_e2e_personal_month",
      STRIPE_PRICE_PERSONAL_YEARLY: "price_e2e_personal_year",
      STRIPE_PRICE_INSTITUTION_YEARLY: "price_e2e_institution_year",
      PLAN_PERSONAL_MONTHLY_AMOUNT: "900",
      PLAN_PERSONAL_YEARLY_AMOUNT: "9000",
      PLAN_INSTITUTION_YEARLY_AMOUNT: "90000",
      STRIPE_API_BASE: stripe.url,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitForHealth(baseUrl, app);
  } catch (err) {
    app.kill("SIGTERM");
    await stripe.close();
    await mail.close();
    throw err;
  }
  return {
    baseUrl,
    mailDir,
    stripe,
    async stop() {
      if (app.exitCode === null) {
        const exited = new Promise((resolve) => app.once("exit", resolve));
        app.kill("SIGTERM");
        await exited;
      }
      await stripe.close();
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

// Generous: a first start creates and migrates a new embedded database, which
// takes far longer than usual on a machine busy with other builds.
async function waitForHealth(url: string, app: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the billing app exited with ${app.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs / 1000} s`);
}
