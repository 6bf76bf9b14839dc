import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { chooseCountry, fillRow } from "../support/calculator.ts";
import { startReleaseProxy } from "../support/release-proxy.ts";

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

/** Waits until the service worker controls the page (the first visit is not controlled: reload once). */
async function waitForControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
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
    await waitForControl(page);

    await page.context().setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await chooseCountry(page, "india", "India");
    // Indian percentage marks: 72 is a B (3.0).
    await fillRow(page, 1, { grade: "72", credits: "4" });
    await expect.poll(() => gpa(page)).toBe("3.00");
    await page.context().setOffline(false);
  });

  it("offline, reloads a visited page with its content and shows the offline page for an unvisited one", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/blog`);
    await page.getByRole("heading", { level: 1, name: "Blog and guides" }).waitFor();
    await waitForControl(page);
    const firstPost = (await page.getByRole("article").first().getByRole("link").first().textContent()) ?? "";
    expect(firstPost.trim()).not.toBe("");

    await page.context().setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole("heading", { level: 1, name: "Blog and guides" }).waitFor();
    expect(await page.getByRole("link", { name: firstPost.trim() }).first().isVisible()).toBe(true);

    // Never visited: a plain offline page, whose link leads to the calculator, which works offline.
    await page.goto(`${baseUrl()}/events`);
    await page.getByRole("heading", { level: 1, name: "You are offline" }).waitFor();
    expect(await page.getByRole("heading", { name: "Curated events" }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Open the calculator" }).click();
    await page.getByRole("combobox", { name: "Country" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/calculator");
    await page.context().setOffline(false);
  });

  it("offers the update when a new version waits, and reloads into it on request", async () => {
    const proxy = await startReleaseProxy(baseUrl());
    try {
      const page = await newPage();
      await page.goto(`${proxy.url}/calculator`);
      await page.getByRole("combobox", { name: "Country" }).waitFor();
      await waitForControl(page);

      // A deployment: /sw.js now differs by a byte. The open tab finds it on its next check.
      proxy.publishRelease();
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const prompt = page.getByRole("status").filter({ hasText: "A new version is available. Reload to update?" });
      await prompt.waitFor();
      await expectNoAxeViolations(page);
      // The old worker keeps control until the user accepts.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null)).toBe(
        true,
      );

      await page.evaluate(() => Object.assign(window, { __beforeUpdate: true }));
      await prompt.getByRole("button", { name: "Reload" }).click();
      await page.waitForFunction(() => !("__beforeUpdate" in window));
      await page.getByRole("combobox", { name: "Country" }).waitFor();
      expect(
        await page.evaluate(async () => ({
          waiting: (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
          controlled: navigator.serviceWorker.controller !== null,
        })),
      ).toEqual({ waiting: null, controlled: true });
      expect(await prompt.count()).toBe(0);
    } finally {
      await proxy.close();
    }
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
