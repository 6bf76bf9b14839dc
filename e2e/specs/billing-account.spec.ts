import { BILLING_NOT_CONFIGURED } from "@gradeatlas/contracts/billing";
import { describe, expect, it } from "vitest";
import { adminUserUrl, origin, signInByApi } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { OPERATOR_EMAIL } from "../support/global-setup.ts";

// /account/billing on the shared e2e app, which runs without Stripe keys:
// billing says it is not configured, plans granted by hand say so, and the
// account menu shows the page's link to admins only (SPEC §2).
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;

describe("Billing and Subscription without Stripe keys", () => {
  it("shows a registered user the plans and that online billing is not configured; no menu link for them", async () => {
    const page = await newPage();
    await signInByApi(page, unique("planless"));
    await page.goto(`${baseUrl()}/calculator`);
    await page.getByRole("button", { name: /^Account/ }).click();
    await page.getByRole("link", { name: "Account Settings" }).waitFor();
    expect(await page.getByRole("link", { name: "Billing and Subscription" }).count()).toBe(0);
    await page.getByRole("link", { name: "Account Settings" }).click();
    await page.waitForURL(`${baseUrl()}/account`);

    // Everyone reaches the page from their account.
    await page
      .getByRole("region", { name: "Membership" })
      .getByRole("link", { name: "Billing and Subscription" })
      .click();
    await page.waitForURL(`${baseUrl()}/account/billing`);
    await page.getByText(BILLING_NOT_CONFIGURED, { exact: true }).waitFor();
    const plans = page.getByRole("region", { name: "You have no plan" });
    await plans.getByRole("heading", { name: "Personal" }).waitFor();
    await plans.getByRole("heading", { name: "Institution" }).waitFor();
    expect(await plans.getByRole("link", { name: "Compare plans and subscribe" }).getAttribute("href")).toBe(
      "/premium#pricing-section",
    );
    await expectNoAxeViolations(page);
  });

  it("shows an admin the menu link, and a plan granted by hand as such, with nothing to manage on Stripe", async () => {
    const email = unique("head");
    const admin = await newPage({ width: 390, height: 844 });
    await signInByApi(admin, email, { verify: true });
    const operator = await newPage();
    await signInByApi(operator, OPERATOR_EMAIL);
    const user = await adminUserUrl(operator, email);
    expect((await operator.request.put(`${user}/role`, { headers: origin(), data: { role: "admin" } })).status()).toBe(
      200,
    );
    expect((await operator.request.post(`${user}/subscription`, { headers: origin() })).status()).toBe(201);

    await admin.goto(`${baseUrl()}/calculator`);
    await admin.getByRole("button", { name: /^Account/ }).click();
    await admin.getByRole("link", { name: "Billing and Subscription" }).click();
    await admin.waitForURL(`${baseUrl()}/account/billing`);
    const plan = admin.getByRole("region", { name: "Your plan" });
    await plan.getByText("Premium, granted by an operator").waitFor();
    await plan.getByText(/granted by hand by a GradeAtlas operator/).waitFor();
    expect(await admin.getByRole("button", { name: "Manage billing" }).count()).toBe(0);
    await expectNoAxeViolations(admin);
  });
});
