import { BILLING_NOT_CONFIGURED } from "@gradeatlas/contracts/billing";
import { describe, expect, it } from "vitest";
import { signInAsSubscriber, signInByApi } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";

// /premium as a visitor sees it. The e2e app runs without Stripe keys: the
// plans still show, the buttons are disabled and the page says why; nothing
// pretends to sell. (The journey through Stripe's checkout is its own spec.)

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;

describe("/premium", () => {
  // The first visit and an axe scan took 54 s of a minute on a busy two-core machine.
  it("shows the free tier and the plans with their prices, and says online billing is not configured", {
    timeout: 120_000,
  }, async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/premium`);
    const pricing = page.locator("#pricing-section");
    await pricing.getByText(BILLING_NOT_CONFIGURED, { exact: true }).waitFor();
    for (const plan of ["Free", "Personal", "Institution"]) {
      await pricing.getByRole("heading", { name: plan, exact: true }).waitFor();
    }
    // No amount is configured here: never a made-up price.
    expect(await pricing.getByText("Price on request").count()).toBe(2);
    const monthly = pricing.locator('[data-plan="personal"][data-interval="month"]');
    expect(await monthly.getAttribute("aria-label")).toBe("Choose Personal, monthly");
    expect(await monthly.isDisabled()).toBe(true);
    await pricing.getByText("Yearly", { exact: true }).click();
    const yearly = pricing.getByRole("button", { name: "Choose Personal, yearly" });
    expect(await yearly.getAttribute("data-interval")).toBe("year");
    expect(await yearly.isDisabled()).toBe(true);
    // Only an admin buys the Institution plan: a guest is told who can.
    await pricing.getByText(/Bought by your institution's GradeAtlas admin/).waitFor();
    expect(await pricing.locator('[data-plan="institution"]').count()).toBe(0);
    expect(await page.getByText("online checkout is not available yet").count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("highlights the feature a visitor came from, and ignores an unknown ref", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/premium?ref=team`);
    await expect
      .poll(() => page.getByTestId("premium-ref-note").textContent())
      .toMatch(/^You came from Team collaboration/);
    const current = page.locator('[data-ref][aria-current="true"]');
    expect(await current.getAttribute("data-ref")).toBe("team");
    await current.getByText("You came from here").waitFor();

    await page.goto(`${baseUrl()}/premium?ref=nonsense`);
    await page.locator("#pricing-section").waitFor();
    expect(await page.getByTestId("premium-ref-note").count()).toBe(0);
    expect(await page.locator('[aria-current="true"][data-ref]').count()).toBe(0);
  });

  it("after a cancelled checkout says nothing was charged, and takes the marker out of the address", async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/premium?checkout=cancelled&ref=history`);
    await page.getByRole("alert").filter({ hasText: "Checkout was cancelled and nothing was charged." }).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe("?ref=history");
    await page.getByTestId("premium-ref-note").waitFor();
    await expectNoAxeViolations(page);
  });

  it("demonstrates the insights on sample data that a visitor can explore", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/premium#analytics-demo-section`);
    const demo = page.locator("#analytics-demo-section");
    await demo.getByText("Sample data", { exact: true }).waitFor();
    const total = demo.locator("dd").first();
    const everywhere = await total.textContent();
    await demo.getByLabel("Country", { exact: true }).selectOption({ label: "Germany" });
    await demo.getByText("Calculations, Germany").waitFor();
    const germany = await total.textContent();
    expect(germany).not.toBe(everywhere);
    await demo.getByLabel("Period", { exact: true }).selectOption({ label: "Last 3 months" });
    await expect.poll(() => total.textContent()).not.toBe(germany);
    // The same panels as the dashboard's institution insights: chart, table behind a toggle, CSV.
    const gpa = demo.getByRole("region", { name: "GPA distribution by country (sample data)" });
    await gpa.getByTestId("insights-chart-gpa").locator("path.recharts-rectangle").first().waitFor();
    await gpa.getByRole("button", { name: /^Show table/ }).click();
    expect(await gpa.getByRole("row").first().textContent()).toMatch(/^CountryWith a GPAMedian GPA0\.0–0\.5/);
    await expectNoAxeViolations(page);
  });

  it("a registered user sees the buy button disabled, and who buys the Institution plan", async () => {
    const registered = await newPage();
    await signInByApi(registered, unique("plain"));
    await registered.goto(`${baseUrl()}/premium`);
    const button = registered.getByRole("button", { name: "Choose Personal, monthly" });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await registered.getByText("Ask your office's admin", { exact: false }).waitFor();
  });

  // Two accounts signed in, one of them an operator verified by e-mail: a slow journey on a busy machine.
  it("a plan granted by hand says so, with no buy button", { timeout: 120_000 }, async () => {
    const granted = await newPage();
    await signInAsSubscriber(granted, await newPage(), unique("granted"));
    await granted.goto(`${baseUrl()}/premium`);
    await granted
      .locator("#pricing-section")
      .getByText("Your premium plan was set up by hand by our team", { exact: false })
      .first()
      .waitFor();
    expect(await granted.locator("[data-plan]").count()).toBe(0);
    await expectNoAxeViolations(granted);
  });
});
