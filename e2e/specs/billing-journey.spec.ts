import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, newPage } from "../support/app.ts";
import { type BillingApp, startBillingApp } from "../support/billing-app.ts";
import { linkFromMail } from "../support/mailbox.ts";

// Buying premium end to end (issue 16): the app runs with Stripe configured
// against the Stripe stand-in (its own app instance, started here; the shared
// e2e app has no Stripe keys), whose Checkout and Portal pages the browser
// visits. Stripe's events reach the app's webhook signed, over HTTP.
let billing: BillingApp;
let base = "";

beforeAll(async () => {
  billing = await startBillingApp();
  base = billing.baseUrl;
}, 240_000);
afterAll(async () => {
  await billing?.stop();
});

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;

/**
 * Signs a new user up and in, and verifies the address. `choosing`: as a guest
 * on /premium who chose Personal, monthly first (the choice waits while they
 * sign up, and checkout follows once they are signed in).
 */
async function signUpInBrowser(page: Page, email: string, { choosing = false } = {}) {
  let dialog = page.getByRole("dialog");
  if (choosing) {
    await page.goto(`${base}/premium#pricing-section`);
    await page.locator('[data-plan="personal"][data-interval="month"]').click();
  } else {
    await page.goto(`${base}/calculator`);
    await page.getByRole("button", { name: "Sign In" }).click();
  }
  await dialog.getByLabel("Email").waitFor();
  const toSignUp = dialog.getByRole("button", { name: "No account yet? Sign up" });
  if (await toSignUp.isVisible()) await toSignUp.click();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill("secret123");
  await dialog.getByLabel(/I accept the/).check();
  await dialog.getByRole("button", { name: "Create your account" }).click();
  await page.getByText("Account created successfully! You can now sign in.").waitFor();
  dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill("secret123");
  await dialog.getByLabel(/I accept the/).check();
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: /^Account/ }).waitFor();
  // The waiting choice goes to checkout, which asks for a verified address first.
  if (choosing)
    await page.getByText("Verify your e-mail address before buying a plan: open the link we sent you.").waitFor();
  // Buying needs a verified address: the link from the welcome mail.
  await page.goto(await linkFromMail(email, /Confirm your e-mail address/, 15_000, { dir: billing.mailDir, base }));
  await page.waitForURL(`${base}/account`);
}

/** Chooses Personal, monthly on /premium's pricing and follows the button to Stripe's Checkout page. */
async function startCheckout(page: Page) {
  await page.goto(`${base}/premium#pricing-section`);
  const choose = page.locator('[data-plan="personal"][data-interval="month"]');
  await choose.waitFor();
  expect(await choose.isEnabled()).toBe(true);
  await choose.click();
  await page.waitForURL(new RegExp(`^${billing.stripe.pagesUrl}/c/pay/cs_test_`));
}

/** Pays on the stand-in's Checkout page and comes back to /subscription/success once it confirms. */
async function pay(page: Page) {
  expect(page.url()).toMatch(new RegExp(`^${billing.stripe.pagesUrl}/c/pay/cs_test_`));
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL(new RegExp(`^${base}/subscription/success\\?session_id=cs_test_`));
  await page.getByRole("heading", { level: 1, name: "Premium is unlocked" }).waitFor();
}

const subscriptionOf = (email: string) => {
  const customer = [...billing.stripe.customers.values()].find((c) => c.email === email);
  const sub = [...billing.stripe.subscriptions.values()].find((s) => s.customer === customer?.id);
  return sub?.id as string;
};

describe("buying premium", () => {
  it("a guest chooses a plan on /premium, signs up, pays on Stripe, sees premium confirmed, cancels in the portal and loses premium at the period end", async () => {
    const page = await newPage();
    const email = unique("buyer");
    await signUpInBrowser(page, email, { choosing: true });

    await page.goto(`${base}/dashboard`);
    await page.getByRole("alertdialog", { name: "Premium Feature" }).waitFor();

    await startCheckout(page);
    await pay(page);
    await page.getByText(/Your subscription is confirmed: Personal, monthly/).waitFor();
    await expectNoAxeViolations(page);
    const unlocked = page.getByRole("region", { name: "Now open to you" });
    for (const name of ["Dashboard", "Calculation history", "Reading list"]) {
      await unlocked.getByRole("link", { name }).waitFor();
    }

    await unlocked.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL(`${base}/dashboard`);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    expect(await page.getByRole("alertdialog", { name: "Premium Feature" }).count()).toBe(0);

    await page.goto(`${base}/account/billing`);
    const plan = page.getByRole("region", { name: "Your plan" });
    await plan.getByText("Personal, monthly").waitFor();
    await plan.getByText("Active", { exact: true }).waitFor();
    await plan.getByText(/^Renews on /).waitFor();
    await plan.getByText("Visa •••• 4242, expires 12/2031").waitFor();
    const invoice = page.getByRole("region", { name: "Invoices" }).getByRole("link", { name: /Invoice GA-0001/ });
    expect(await invoice.getAttribute("href")).toMatch(/^https:\/\/invoice\.stripe\.com\/i\/in_test_/);
    await expectNoAxeViolations(page);

    await plan.getByRole("button", { name: "Manage billing" }).click();
    await page.waitForURL(new RegExp(`^${billing.stripe.pagesUrl}/p/session/bps_test_`));
    await page.getByRole("button", { name: "Cancel plan" }).click();
    await page.waitForURL(`${base}/account/billing`);
    await plan.getByText(/^Cancels on /).waitFor();
    // Premium lasts until the period ends.
    await page.goto(`${base}/dashboard`);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();

    const ended = await billing.stripe.endPeriod(subscriptionOf(email));
    expect(ended.body.outcome).toBe("updated");
    await page.reload();
    await page.getByRole("alertdialog", { name: "Premium Feature" }).waitFor();
  }, 240_000);

  it("a failed renewal shows the banner with the invoice to pay, and the banner reads billing only then", async () => {
    const page = await newPage({ width: 390, height: 844 });
    const billingReads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/v1/billing") billingReads.push(request.url());
    });
    const email = unique("renewer");
    await signUpInBrowser(page, email);
    await startCheckout(page);
    await pay(page);

    await page.goto(`${base}/calculator`);
    await page.goto(`${base}/account`);
    await page.getByRole("heading", { level: 1, name: "Your account" }).waitFor();
    expect(await page.getByRole("alert").filter({ hasText: "payment" }).count()).toBe(0);
    billingReads.length = 0;
    await page.goto(`${base}/dashboard`);
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    expect(billingReads).toEqual([]); // nobody with a payment to fix: no billing read on other pages

    const answers = await billing.stripe.failRenewal(subscriptionOf(email));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await page.goto(`${base}/calculator`);
    const banner = page.getByRole("alert").filter({ hasText: "Your last payment failed" });
    await banner.waitFor();
    const link = banner.getByRole("link", { name: /Pay the invoice on Stripe/ });
    expect(await link.getAttribute("href")).toMatch(/^https:\/\/invoice\.stripe\.com\/i\/in_test_/);
    await expectNoAxeViolations(page);
    // Moving between pages in the app reuses what the banner read.
    await page.getByRole("navigation", { name: "Quick access" }).getByRole("link", { name: "Reference" }).click();
    await page.waitForURL(`${base}/global-education-systems`);
    await banner.waitFor();
    expect(billingReads).toHaveLength(1);
  }, 240_000);
});
