import { describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";

describe("the global education systems reference", () => {
  for (const viewport of [
    { name: "desktop", width: 1280, height: 800 },
    { name: "mobile", width: 390, height: 844 },
  ]) {
    it(`finds India, shows its scales from the dataset, and converts with one (${viewport.name})`, async () => {
      const page = await newPage(viewport);
      await page.goto(`${baseUrl()}/global-education-systems`);
      await page.getByLabel("Search countries").fill("ind");
      await page.getByRole("link", { name: /^India/ }).click();
      await page.getByRole("heading", { level: 1, name: "India" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/global-education-systems/india");
      const scale = page.getByRole("region", { name: "University percentage marks with divisions (0–100)" });
      await scale.getByRole("rowheader", { name: "60–100" }).waitFor();
      expect(await scale.getByText("the most common higher-education scale", { exact: false }).isVisible()).toBe(true);
      expect(await scale.getByRole("link", { name: /Scholaro/ }).count()).toBeGreaterThan(0);
      // The universities read First Division only; the page says the other divisions rest on calculator sites.
      await scale
        .getByText(
          "York University, Simon Fraser University and University of Toronto give US equivalents for some of these grades only",
          { exact: false },
        )
        .waitFor();
      await expectNoAxeViolations(page);

      await scale.getByRole("link", { name: "Convert with this scale" }).click();
      await page.waitForURL(/\/calculator\?country=IN&scale=in-percentage/);
      await page.getByLabel("Grade, course 1").fill("65");
      await page.getByLabel("Credits, course 1").fill("3");
      await expect.poll(() => page.getByTestId("gpa-overall").locator("span").first().textContent()).toBe("3.00");
    });
  }

  it("calls a school-leaving exam the country's default, not a higher-education scale, where it is the only kind recorded", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/global-education-systems/sierra-leone`);
    await page.getByRole("heading", { level: 1, name: "Sierra Leone" }).waitFor();
    await page.getByText(/^Exam · the country's default: no higher-education scale is recorded/).waitFor();
    expect(await page.getByText("the most common higher-education scale", { exact: false }).count()).toBe(0);
    // Sri Lanka records its university scales with local grades only, so the exam stays the default, and says why.
    await page.goto(`${baseUrl()}/global-education-systems/sri-lanka`);
    await page
      .getByText(/^Exam · the country's default: its higher-education scales have no published US equivalence/)
      .waitFor();
    await expectNoAxeViolations(page);
  });

  it("filters by region and answers an unknown country with the 404 page", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/global-education-systems`);
    await page.getByLabel("Region").selectOption("Oceania");
    await page.getByRole("link", { name: /New Zealand/ }).waitFor();
    expect(await page.getByRole("link", { name: /^India/ }).count()).toBe(0);
    const res = await page.goto(`${baseUrl()}/global-education-systems/atlantis`);
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { name: /not found/i }).waitFor();
  });

  it("says plainly that Macau is not covered yet: in the search, at its own address and in the calculator's picker", async () => {
    const page = await newPage();
    const notYet =
      "Macau (MO) is not covered yet: we have not found a published grading scale for it that we can cite.";
    await page.goto(`${baseUrl()}/global-education-systems`);
    await page.getByLabel("Search countries").fill("macau");
    await page.getByText(notYet).waitFor();
    expect(await page.getByRole("status").textContent()).toBe("0 countries");

    // No data, so crawlers still get a 404; a person gets the reason, not "not found".
    const res = await page.goto(`${baseUrl()}/global-education-systems/macau`);
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Macau" }).waitFor();
    await page.getByText(notYet).waitFor();
    expect(await page.getByRole("heading", { name: /not found/i }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.goto(`${baseUrl()}/calculator`);
    await page.getByRole("combobox", { name: "Country" }).fill("Macau");
    await page.getByRole("listbox", { name: "Countries" }).getByText(notYet).waitFor();
    expect(await page.getByText("No country matches.").count()).toBe(0);
    await page.getByRole("combobox", { name: "Country" }).fill("Atlantis");
    await page.getByText("No country matches.").waitFor();
  });
});
