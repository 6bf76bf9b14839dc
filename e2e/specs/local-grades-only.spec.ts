import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { countryIndex, localOnlyCountryCodes } from "@gradeatlas/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { chooseCountry, fillRow } from "../support/calculator.ts";

// Scales recorded with their local grades only (usEquivalence "none-published",
// decision 0053): their country page and the calculator say so and convert
// nothing, and a transcript being typed survives a look at one.

/** Screenshots for review when SHOTS_DIR is set (not part of the assertions). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

const gpa = (page: Page) => page.getByTestId("gpa-overall").locator("span").first().textContent();

describe("a scale with local grades only", () => {
  for (const viewport of [
    { name: "desktop", width: 1280, height: 800 },
    { name: "mobile", width: 390, height: 844 },
  ]) {
    it(`shows Andorra's local bands on its page and in the calculator, and converts nothing (${viewport.name})`, async () => {
      const page = await newPage(viewport);
      await page.goto(`${baseUrl()}/global-education-systems`);
      await page.getByLabel("Search countries").fill("andorra");
      await page.getByRole("link", { name: "Andorra Europe local grades only" }).click();
      await page.getByRole("heading", { level: 1, name: "Andorra" }).waitFor();
      const scale = page.getByRole("region", { name: "University grades (0–10)", exact: true });
      await scale.getByText("No published US equivalence yet").waitFor();
      const bands = page.getByRole("region", { name: "University grades (0–10): bands" });
      expect(await bands.getByRole("rowheader", { name: "7–8.9" }).isVisible()).toBe(true);
      expect(await bands.getByRole("cell", { name: "Notable" }).isVisible()).toBe(true);
      expect(await bands.getByRole("columnheader", { name: "US letter" }).count()).toBe(0);
      expect(await scale.getByRole("link", { name: "Convert with this scale" }).count()).toBe(0);
      expect(await scale.getByRole("link", { name: /University of Toronto/ }).count()).toBe(1);
      // The sources confirm the local scale only; no "calculator sites" caution is shown for letters that do not exist.
      expect(await scale.getByText(/calculator or aggregator sites, as far as we found/).count()).toBe(0);
      await expectNoAxeViolations(page);
      await shot(page, `local-only-country-${viewport.name}`);

      await page.goto(`${baseUrl()}/calculator?country=AD`);
      const panel = page.getByTestId("local-scale-only");
      await panel.getByRole("heading", { name: "University grades (0–10): local grades only" }).waitFor();
      // The calculator counts only the countries it converts for.
      const converting = countryIndex.filter((c) => c.code !== "INT").length - localOnlyCountryCodes.length;
      expect(converting).toBeLessThan(countryIndex.length - 1);
      expect(await page.getByText(`Convert a transcript from any of ${converting} countries`).isVisible()).toBe(true);
      expect(await panel.getByText(/None of Andorra's scales has a published US equivalence yet/).isVisible()).toBe(
        true,
      );
      expect(await panel.getByRole("rowheader", { name: "9–10" }).isVisible()).toBe(true);
      // No grade box that could only refuse.
      expect(await page.getByLabel("Grade, course 1").isVisible()).toBe(false);
      expect(await page.getByRole("tab", { name: "Single grade" }).isVisible()).toBe(false);
      await expectNoAxeViolations(page);
      await shot(page, `local-only-calculator-${viewport.name}`);
    });
  }

  it("offers Korea's scales that convert, and keeps a transcript typed before the look", async () => {
    const page = await newPage({ width: 1280, height: 900 });
    await page.goto(`${baseUrl()}/calculator`);
    await chooseCountry(page, "south k", "South Korea");
    await fillRow(page, 1, { name: "Calculus", grade: "A+", credits: "3" });
    await expect.poll(() => gpa(page)).toBe("4.00");

    const picker = page.getByLabel("Grading scale");
    expect(await picker.locator("option", { hasText: "CSAT" }).textContent()).toMatch(/· local grades only$/);
    await picker.selectOption("kr-csat-grades");
    const panel = page.getByTestId("local-scale-only");
    await panel.getByText("No published US equivalence yet").waitFor();
    expect(await page.getByLabel("Grade, course 1").isVisible()).toBe(false);
    await expectNoAxeViolations(page);
    await shot(page, "local-only-korea-csat-desktop");

    await panel.getByRole("button", { name: /^Use University letter grades, 4\.5 scale/ }).click();
    await page.getByLabel("Grade, course 1").waitFor();
    expect(await panel.count()).toBe(0);
    expect(await page.getByLabel("Grade, course 1").inputValue()).toBe("A+");
    await expect.poll(() => gpa(page)).toBe("4.00");
  });
});
