import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, newPage } from "../support/app.ts";
import { chooseCountry, fillRow } from "../support/calculator.ts";

const gpa = (page: Page) => page.getByTestId("gpa-overall").locator("span").first().textContent();

/** Opens the calculator and waits until the app has mounted (its listeners are attached). */
async function openCalculator(page: Page) {
  await page.goto(`${baseUrl()}/calculator`);
  await page.getByRole("combobox", { name: "Country" }).waitFor();
}

/** A synthetic version of Chromium's install offer: prompt() is recorded, userChoice never settles. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = new Event("beforeinstallprompt", { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        (window as Window & { __prompted?: boolean }).__prompted = true;
        return Promise.resolve();
      },
      userChoice: new Promise(() => {}),
    });
    window.dispatchEvent(event);
  });
}

const installBanner = (page: Page) => page.getByRole("region", { name: "Install GradeAtlas" });

describe("installable app", () => {
  it("serves the manifest and the service worker, which is revalidated on every visit", async () => {
    const page = await newPage();
    const manifest = await page.request.get(`${baseUrl()}/manifest.webmanifest`);
    expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
    expect(await manifest.json()).toMatchObject({
      name: "GradeAtlas",
      start_url: "/calculator",
      display: "standalone",
    });
    const sw = await page.request.get(`${baseUrl()}/sw.js`);
    expect(sw.status()).toBe(200);
    expect(sw.headers()["cache-control"]).toBe("no-cache");
  });

  it("the calculator works offline once the service worker controls the page", async () => {
    const page = await newPage();
    await openCalculator(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit is not controlled (the worker waits for the user to update, it
    // claims no open page): a reload is.
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.context().setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await chooseCountry(page, "india", "India");
    // Indian percentage marks: 72 is an A (4.0).
    await fillRow(page, 1, { grade: "72", credits: "4" });
    await expect.poll(() => gpa(page)).toBe("4.00");
    await page.context().setOffline(false);
  });

  it("offers to install 3 seconds after the browser does, and reports success", async () => {
    const page = await newPage();
    await openCalculator(page);
    const offeredAt = Date.now();
    await offerInstall(page);
    await installBanner(page).waitFor();
    expect(Date.now() - offeredAt).toBeGreaterThanOrEqual(2_900);

    await installBanner(page).getByRole("button", { name: "Install", exact: true }).click();
    await installBanner(page).getByText("Installing app...").waitFor();
    expect(await page.evaluate(() => (window as Window & { __prompted?: boolean }).__prompted)).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new Event("appinstalled")));
    await installBanner(page).getByText("App installed successfully!").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("gradeatlas:pwa:installed"))).toBe("true");

    // Installed: a later offer shows nothing.
    await page.reload();
    await page.getByRole("combobox", { name: "Country" }).waitFor();
    await offerInstall(page);
    await page.waitForTimeout(3_500);
    expect(await installBanner(page).count()).toBe(0);
  });

  it("stays hidden after a dismissal, across reloads", async () => {
    const page = await newPage();
    await openCalculator(page);
    await offerInstall(page);
    await installBanner(page).getByRole("button", { name: "Not now" }).click();
    expect(await installBanner(page).count()).toBe(0);
    const dismissedAt = Number(await page.evaluate(() => localStorage.getItem("gradeatlas:pwa:dismissed-at")));
    expect(Date.now() - dismissedAt).toBeLessThan(60_000);

    await page.reload();
    await page.getByRole("combobox", { name: "Country" }).waitFor();
    await offerInstall(page);
    await page.waitForTimeout(3_500);
    expect(await installBanner(page).count()).toBe(0);
  });
});
