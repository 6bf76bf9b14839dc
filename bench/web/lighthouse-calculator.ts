import { readFileSync } from "node:fs";
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
    const audit = async (path: string, categories: readonly string[] = CATEGORIES) => {
      const run = await lighthouse(`http://127.0.0.1:${port}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
      return Object.fromEntries(categories.map((c) => [c, Math.round((run.lhr.categories[c]?.score ?? 0) * 100)]));
    };
    await audit("/"); // warm-up: the first audit in a fresh Chromium scores low whatever the page
    const baseline = await audit("/premium");
    const calculator = await audit("/calculator");
    const contentResults = await auditContentPages(audit);
    return [
      ...CATEGORIES.map((c) =>
        result({
          name: `Lighthouse ${c} (mobile), /calculator`,
          unit: "points",
          value: calculator[c] as number,
          baselineName: "/premium (same shell, text only)",
          baseline: baseline[c] as number,
          notes: `target ≥ ${TARGETS[c]}: ${(calculator[c] as number) >= TARGETS[c] ? "met" : "NOT met"}`,
        }),
      ),
      ...contentResults,
    ];
  } finally {
    await chrome.kill();
    stop();
  }
}

/**
 * Issue 6's pages crawlers read: SEO and accessibility on a guide and on a
 * country page (targets 100), against the same audit of /about.
 */
async function auditContentPages(
  audit: (path: string, categories: readonly string[]) => Promise<Record<string, number>>,
): Promise<BenchResult[]> {
  const sitemap = readFileSync(new URL("../../apps/web/dist/sitemap.xml", import.meta.url), "utf8");
  const post = /<loc>[^<]*(\/blog\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!post) throw new Error("No post in the sitemap: build the app first");
  const pages = [post, "/global-education-systems/india"];
  const categories = ["seo", "accessibility"] as const;
  const baseline = await audit("/about", categories);
  const out: BenchResult[] = [];
  for (const path of pages) {
    const scores = await audit(path, categories);
    for (const c of categories) {
      out.push(
        result({
          name: `Lighthouse ${c} (mobile), ${path}`,
          unit: "points",
          value: scores[c] as number,
          baselineName: "/about",
          baseline: baseline[c] as number,
          notes: `target 100: ${scores[c] === 100 ? "met" : "NOT met"}`,
        }),
      );
    }
  }
  return out;
}
