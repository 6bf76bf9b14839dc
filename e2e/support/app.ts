import { AxeBuilder } from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, expect, inject } from "vitest";

// Debian's Chromium, never a downloaded one. These flags keep it from reaching
// for the network this machine does not have.
const launchArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts.splice(0)) await c.close();
  await browser?.close();
  browser = undefined;
});

/** The running app (started once for the whole run by global-setup.ts). */
export async function startApp(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  return { baseUrl: inject("baseUrl"), stop: async () => {} };
}

export const baseUrl = (): string => inject("baseUrl");

export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: launchArgs,
  });
  return browser;
}

/** A page in a fresh context (fresh storage), at the given viewport. */
export async function newPage(
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
  options: { offline?: boolean; acceptDownloads?: boolean } = {},
): Promise<Page> {
  const b = await launchBrowser();
  const context = await b.newContext({ viewport, acceptDownloads: options.acceptDownloads ?? true });
  contexts.push(context);
  return context.newPage();
}

/**
 * Runs axe on the page and fails with a readable list of violations. A toast
 * caught fading in or out reads as low contrast: when every violation is in a
 * toast, the check waits for the toasts to go and runs again (a toast that
 * fails when settled fails in the specs that run axe while it shows).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  let violations = (await new AxeBuilder({ page }).analyze()).violations;
  const targets = violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")));
  if (targets.length && (await allInToasts(page, targets))) {
    await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 15_000 }).toBe(0);
    violations = (await new AxeBuilder({ page }).analyze()).violations;
  }
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

/** Whether each of axe's targets is (or was, if gone already) inside the toaster. */
function allInToasts(page: Page, targets: string[]): Promise<boolean> {
  return page.evaluate(
    (selectors) =>
      selectors.every((selector) => {
        try {
          const found = document.querySelectorAll(selector);
          return found.length === 0 || [...found].every((el) => el.closest("[data-sonner-toaster]") !== null);
        } catch {
          return false; // a target axe wrote for a frame or shadow root: not a toast
        }
      }),
    targets,
  );
}
