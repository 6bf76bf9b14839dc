import { clientRoutes } from "@gradeatlas/contracts/client-routes";
import { describe, it } from "vitest";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";

// Every page the app has, plus the 404 page, at desktop and phone widths.
// This list grows by itself: a route added to clientRoutes is scanned here
// (routes with parameters are scanned with real values by their own specs).
const staticPaths = Object.values(clientRoutes).filter((p: string) => !p.includes(":"));
const paths = [...new Set(staticPaths), "/this-page-does-not-exist"];
const viewports = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
];

describe("axe finds no violations", () => {
  for (const viewport of viewports) {
    for (const path of paths) {
      it(`${path} (${viewport.name})`, async () => {
        const page = await newPage(viewport);
        await page.goto(`${baseUrl()}${path}`);
        await page.waitForSelector("main#main-content");
        // Guarded pages redirect and pages load lazily: wait for the page that stays.
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await expectNoAxeViolations(page);
      });
    }
  }
});
