import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newPage, startApp } from "../support/app.ts";

// Journeys through the app shell: the parts every page shares.

let baseUrl = "";

beforeAll(async () => {
  ({ baseUrl } = await startApp());
});

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

async function open(path: string, viewport = desktop): Promise<Page> {
  const page = await newPage(viewport);
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

// The shell pages are short today; a spacer after the app makes room to scroll
// without depending on how long any page's content is.
async function makeScrollable(page: Page) {
  await page.evaluate(() => {
    const spacer = document.createElement("div");
    spacer.style.height = "3000px";
    document.body.append(spacer);
  });
}

describe("404 page", () => {
  it("is served with status 404 and offers search, Go Back, Go Home and a Calculator card", async () => {
    const page = await newPage(desktop);
    const response = await page.goto(`${baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    expect(await page.getByLabel("Search", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Go Back" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Go Home" }).isVisible()).toBe(true);
    expect(
      await page
        .locator("main")
        .getByRole("link", { name: /GPA Calculator/ })
        .isVisible(),
    ).toBe(true);
  });

  it("sends a search mentioning GPA to the calculator", async () => {
    const page = await open("/no-such-page");
    await page.getByLabel("Search", { exact: true }).fill("gpa help");
    await page.getByLabel("Search", { exact: true }).press("Enter");
    await page.waitForURL((url) => url.pathname === "/calculator");
    await page.getByRole("heading", { name: "GPA Calculator" }).waitFor();
  });

  it("sends any other search to the blog", async () => {
    const page = await open("/no-such-page");
    await page.getByLabel("Search", { exact: true }).fill("ects");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/blog");
  });

  it("Go Home leads to the calculator screen", async () => {
    const page = await open("/no-such-page");
    await page.getByRole("button", { name: "Go Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { name: "GPA Calculator" }).waitFor();
  });
});

describe("skip links", () => {
  it("the first Tab shows 'Skip to main content', and it moves focus to main", async () => {
    const page = await open("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(20);

    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("'Skip to navigation' focuses the navigation that is on screen", async () => {
    for (const [viewport, navId] of [
      [desktop, "site-navigation"],
      [phone, "mobile-navigation"],
    ] as const) {
      const page = await open("/", viewport);
      await page.getByRole("link", { name: "Skip to navigation" }).focus();
      await page.keyboard.press("Enter");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(navId);
    }
  });
});

describe("scrolling", () => {
  it("shows 'Scroll to top' only past 400px, and it returns to the top", async () => {
    const page = await open("/");
    await makeScrollable(page);
    const button = page.getByRole("button", { name: "Scroll to top" });

    await page.evaluate(() => window.scrollTo(0, 350));
    await page.waitForTimeout(100);
    expect(await button.count()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 600));
    await button.waitFor();
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await button.waitFor({ state: "detached" });
  });

  it("a route change starts the new page at the top", async () => {
    const page = await open("/no-such-page");
    await makeScrollable(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Calculator" }).click();
    await page.waitForURL((url) => url.pathname === "/calculator");
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

describe("layout by screen width", () => {
  it("at 390px shows the bottom bar, hides the desktop nav and (on the calculator) the footer", async () => {
    const page = await open("/", phone);
    const bottomBar = page.getByRole("navigation", { name: "Quick access" });
    expect(await bottomBar.isVisible()).toBe(true);
    expect(await bottomBar.getByRole("link", { name: "Calculator" }).isVisible()).toBe(true);
    expect(await page.locator("#site-navigation").isVisible()).toBe(false);
    expect(await page.locator("footer").isVisible()).toBe(false);
  });

  it("at 1280px shows the desktop nav and footer, not the bottom bar", async () => {
    const page = await open("/", desktop);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
    expect(await page.getByRole("navigation", { name: "Quick access" }).isVisible()).toBe(false);
    const footer = page.locator("footer");
    expect(await footer.isVisible()).toBe(true);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} GradeAtlas`);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
  });
});

describe("footer (SPEC §2: desktop only)", () => {
  for (const path of ["/blog", "/events"]) {
    it(`is hidden at 390px and shown at 1280px on ${path}`, async () => {
      const phonePage = await open(path, phone);
      expect(await phonePage.locator("footer").isVisible()).toBe(false);
      const desktopPage = await open(path, desktop);
      expect(await desktopPage.locator("footer").isVisible()).toBe(true);
    });
  }
});

describe("privacy and terms on a phone (the footer is desktop only)", () => {
  // The calculator grows as its country loads: wait for its last section, so
  // the link is not moved under the tap.
  for (const [path, lastSection] of [
    ["/", "Academic report"],
    ["/blog", null],
  ] as const) {
    it(`at 390px ${path} has a visible Privacy & Terms link that opens the privacy policy`, async () => {
      const page = await open(path, phone);
      if (lastSection) await page.getByRole("heading", { name: lastSection }).waitFor();
      const legal = page.getByRole("navigation", { name: "Legal" });
      await legal.scrollIntoViewIfNeeded();
      const privacy = legal.getByRole("link", { name: "Privacy & Terms" });
      expect(await privacy.isVisible()).toBe(true);
      // Not hidden behind the fixed bottom bar: a tap on it lands on the link.
      await privacy.click({ trial: true });
      await privacy.click();
      await page.waitForURL(`${baseUrl}/terms`);
      // The address changes before the lazily loaded page replaces the old heading.
      await page.getByRole("heading", { level: 1, name: /privacy/i }).waitFor();
    });
  }

  it("at 1280px the footer carries the link and the phone line is not shown", async () => {
    const page = await open("/blog", desktop);
    expect(await page.locator("footer").getByRole("link", { name: "Privacy & Terms" }).isVisible()).toBe(true);
    expect(await page.getByRole("navigation", { name: "Legal" }).isVisible()).toBe(false);
  });
});

describe("page visits", () => {
  it("are counted per path in localStorage", async () => {
    const page = await open("/");
    await page.goto(`${baseUrl}/calculator`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.goto(`${baseUrl}/`);
    await page.getByRole("heading", { level: 1 }).waitFor();

    const visits = await page.evaluate(() => JSON.parse(localStorage.getItem("gradeatlas:page-visits") ?? "{}"));
    expect(visits["/"].count).toBe(2);
    expect(visits["/calculator"].count).toBe(1);
    expect(Number.isNaN(Date.parse(visits["/"].lastVisited))).toBe(false);
  });
});

describe("top-level error screen", () => {
  it("notifies the team: the report reaches the server", async () => {
    const page = await newPage({ width: 1280, height: 800 });
    const reported = page.waitForResponse(
      (r) => r.url().endsWith("/api/client-errors") && r.request().method() === "POST",
    );
    await page.goto(`${baseUrl}/?__gradeatlas_crash=1`);
    const response = await reported;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? "{}")).toMatchObject({ route: "/?__gradeatlas_crash=1" });
  });

  it("offers Reload Application and a downloadable JSON error report", async () => {
    const page = await open("/?__gradeatlas_crash=1");
    await page.getByRole("heading", { name: "Something went wrong" }).waitFor();
    expect(await page.getByText(/team has been notified/).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Reload Application" }).isVisible()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Error Report" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gradeatlas-error-report-[\dT-]+Z\.json$/);

    const report = JSON.parse(await readFile(await download.path(), "utf8"));
    expect(report.message).toContain("__gradeatlas_crash");
    expect(typeof report.stack).toBe("string");
    expect(report.route).toBe("/?__gradeatlas_crash=1");
    expect(Number.isNaN(Date.parse(report.time))).toBe(false);
    expect(report.userAgent).toContain("Chrome");
    expect(report.recentErrors.some((e: { source: string }) => e.source === "error-boundary")).toBe(true);
  });
});
