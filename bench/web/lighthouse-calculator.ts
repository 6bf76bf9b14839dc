import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { type BenchResult, result } from "../support/result.ts";
import { startTarget } from "../support/start-target.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
};

/**
 * Lighthouse (mobile, its default simulated throttling) on /calculator, run
 * with Debian's Chromium against the built app. The baseline is the same
 * audit of /premium, a text page on the same shell (Lighthouse will not score
 * a page answered with 404).
 */
export async function lighthouseCalculator(): Promise<BenchResult[]> {
  const { port, stop } = await startTarget("site");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--no-first-run",
    ],
  });
  try {
    const audit = async (path: string) => {
      const run = await lighthouse(`http://127.0.0.1:${port}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
      return Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((run.lhr.categories[c]?.score ?? 0) * 100)]));
    };
    await audit("/"); // warm-up: the first audit in a fresh Chromium scores low whatever the page
    const baseline = await audit("/premium");
    const calculator = await audit("/calculator");
    return CATEGORIES.map((c) =>
      result({
        name: `Lighthouse ${c} (mobile), /calculator`,
        unit: "points",
        value: calculator[c] as number,
        baselineName: "/premium (same shell, text only)",
        baseline: baseline[c] as number,
        notes: `target ≥ ${TARGETS[c]}: ${(calculator[c] as number) >= TARGETS[c] ? "met" : "NOT met"}`,
      }),
    );
  } finally {
    await chrome.kill();
    stop();
  }
}
