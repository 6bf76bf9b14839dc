import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { type BenchResult, result } from "../support/result.ts";
import { startTarget } from "../support/start-target.ts";

const dist = new URL("../../apps/web/dist", import.meta.url).pathname;
const BUDGET_KIB = 150;

const gzipKib = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length / 1024;

/**
 * JavaScript the first view of /calculator loads, measured in Chromium at a
 * phone's viewport: every script the page fetched, gzipped from the build.
 */
export async function firstLoadJs(): Promise<BenchResult[]> {
  if (!existsSync(join(dist, "index.html"))) throw new Error("Build the web app first: npm run build");
  const { port, stop } = await startTarget("site");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const measure = async (path: string) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const scripts = new Set<string>();
      page.on("response", (res) => {
        if (res.request().resourceType() === "script") scripts.add(new URL(res.url()).pathname);
      });
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "networkidle" });
      await page.close();
      return {
        count: scripts.size,
        kib: [...scripts].reduce((sum, file) => sum + gzipKib(readFileSync(join(dist, file))), 0),
      };
    };
    // Baseline: the shell alone (the 404 page has no feature code).
    const shell = await measure("/this-page-does-not-exist");
    const { kib, count } = await measure("/calculator");
    return [
      result({
        name: "/calculator first view, JavaScript (gzip)",
        unit: "KiB",
        value: kib,
        baselineName: "the app shell alone (404 page)",
        baseline: shell.kib,
        notes: `${count} scripts at 390×844 in Chromium, gzip -9 of each; budget ≤ ${BUDGET_KIB} KiB (${kib <= BUDGET_KIB ? "met" : "NOT met"})`,
      }),
    ];
  } finally {
    await browser.close();
    stop();
  }
}
