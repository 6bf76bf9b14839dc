import { describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { chooseCountry } from "../support/calculator.ts";

describe("converting a single grade", () => {
  for (const viewport of [
    { name: "desktop", width: 1280, height: 800 },
    { name: "mobile", width: 390, height: 844 },
  ]) {
    it(`shows the US letter, points, method and sources as the grade is typed (${viewport.name})`, async () => {
      const page = await newPage(viewport);
      await page.goto(`${baseUrl()}/calculator`);
      await chooseCountry(page, "germ", "Germany");
      await page.getByLabel("Grading scale").selectOption({ label: "University grades (1.0–5.0) (higher education)" });
      await page.getByRole("tab", { name: "Single grade" }).click();
      await page.getByLabel("Local grade").fill("1,3");
      const result = page.getByTestId("us-result");
      await expect.poll(() => result.textContent()).toContain("A4.00 points");
      expect(await page.getByText(/^Band table: 1–1\.5/).isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: /Nuffic/ }).count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page);

      // A grade off the scale is an error beside the field, never a silent number.
      await page.getByLabel("Local grade").fill("0.5");
      await expect
        .poll(() => page.getByRole("alert").first().textContent())
        .toBe('0.5 is outside the scale "University grades (1.0–5.0)", which takes numbers from 1 to 5 (1 is best).');
      expect(await page.getByLabel("Local grade").getAttribute("aria-invalid")).toBe("true");
      expect(await result.count()).toBe(0);
    });
  }

  it("shows where published sources disagree, and offers the scale a refused or failing grade fits", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/calculator?country=DE&scale=de-university`);
    await page.getByRole("tab", { name: "Single grade" }).click();
    const result = page.getByTestId("us-result");
    // Where published tables disagree, both readings show with their sources.
    await page.getByLabel("Local grade").fill("2,0");
    await expect.poll(() => result.textContent()).toContain("A-3.70 points");
    expect(await page.getByText("Sources disagree").isVisible()).toBe(true);
    expect(
      await page
        .getByRole("link", { name: /^Diplomatiko/ })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText(/^We give A- \(3\.70\)/).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // A grade that only fits another of the country's scales: the calculator offers that scale.
    await page.getByLabel("Local grade").fill("14");
    const useAbitur = page.getByRole("button", { name: "Use Abitur course points (0–15) (exam)" });
    await expect.poll(() => useAbitur.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await useAbitur.click();
    await expect.poll(() => result.textContent()).toContain("A4.00 points");
    expect(await page.getByLabel("Grading scale").inputValue()).toBe("de-abitur-points");
    expect(new URL(page.url()).searchParams.get("scale")).toBe("de-abitur-points");

    // A Taiwanese GPA typed on the marks default reads F there: the calculator asks whether the GPA scale was meant.
    await page.goto(`${baseUrl()}/calculator?country=TW`);
    await page.getByRole("tab", { name: "Single grade" }).click();
    await page.getByLabel("Local grade").fill("3.85");
    await expect.poll(() => result.textContent()).toContain("F0.00 points");
    expect(
      await page.getByText(/^“3\.85” fails on this scale but passes on another scale of this country/).isVisible(),
    ).toBe(true);
    const useGpa = page.getByRole("button", {
      name: "Use Cumulative GPA on the 4.3 scale (0–4.30) (higher education)",
    });
    await expectNoAxeViolations(page);
    await useGpa.click();
    await expect.poll(() => result.textContent()).toContain("A-3.85 points");
  }, 120_000);

  it("reads a class as the transcript writes it, and the country page lists the forms it reads", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/calculator?country=GB`);
    await page.getByRole("tab", { name: "Single grade" }).click();
    // "2:1" is no percentage: the calculator offers the class scale, which reads it as an Upper Second.
    await page.getByLabel("Local grade").fill("2:1");
    const useClasses = page.getByRole("button", {
      name: "Use Honours degree classification (First to Third) (higher education)",
    });
    await expect.poll(() => useClasses.isVisible()).toBe(true);
    await useClasses.click();
    const result = page.getByTestId("us-result");
    await expect.poll(() => result.textContent()).toContain("B3.00 points");
    expect(await page.getByText(/^Band table: Upper Second Class \(2:1\) → B\./).isVisible()).toBe(true);

    await page.goto(`${baseUrl()}/global-education-systems/united-kingdom`);
    const upper = page
      .getByText(/^Upper Second Class: “Upper Second Class Honours”, “Upper Second”, “Second Class Upper”/)
      .first();
    await expect.poll(() => upper.isVisible()).toBe(true);
    expect(await upper.textContent()).toContain("“2:1”");
    expect(await page.getByText("Also read as written on transcripts:").count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // A French diploma's mention covers a range of marks: it reads at the weakest, and the method says so.
    await page.goto(`${baseUrl()}/calculator?country=FR`);
    await page.getByRole("tab", { name: "Single grade" }).click();
    // The hint says the box takes the words too, not only numbers.
    await page
      .getByText("Takes numbers from 0 to 20 (20 is best), or as transcripts write it, such as “Très bien” or “Bien”.")
      .waitFor();
    await page.getByLabel("Local grade").fill("14");
    await expect.poll(() => result.textContent()).toContain("points");
    const atFourteen = await result.textContent();
    await page.getByLabel("Local grade").fill("Mention Bien");
    await expect.poll(() => result.textContent()).toBe(atFourteen);
    expect(
      await page
        .getByText(/“Mention Bien” covers the marks 14–15\.9, so it is read at the weakest of them, 14\./)
        .isVisible(),
    ).toBe(true);
    // A mark written out of 20, as CVs write it, reads as the mark.
    await page.getByLabel("Local grade").fill("14/20");
    await expect.poll(() => result.textContent()).toBe(atFourteen);

    // An HKDSE level typed on Hong Kong's university default points to the HKDSE, which explains it and converts nothing.
    await page.goto(`${baseUrl()}/calculator?country=HK`);
    await page.getByRole("tab", { name: "Single grade" }).click();
    await page.getByLabel("Local grade").fill("5**");
    const useHkdse = page.getByRole("button", { name: "Use HKDSE levels (5** to 1) (exam) · local grades only" });
    await expect.poll(() => useHkdse.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await useHkdse.click();
    await expect.poll(() => page.getByTestId("local-scale-only").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "HKDSE levels (5** to 1): local grades only" }).isVisible()).toBe(
      true,
    );
  }, 120_000);

  it("finds a country by its ISO code and opens on the country and scale from the address", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/calculator`);
    await chooseCountry(page, "KR", "South Korea");
    await page.goto(`${baseUrl()}/calculator?country=CN&scale=cn-pku-formula`);
    await page.getByRole("tab", { name: "Single grade" }).click();
    await page.getByLabel("Local grade").fill("85");
    await expect.poll(() => page.getByTestId("us-result").textContent()).toContain("3.58 points");
    await page.goto(`${baseUrl()}/`);
    expect(await page.getByRole("combobox", { name: "Country" }).inputValue()).toBe("China (CN)");
    // Recently used countries come first in the list.
    await page.getByRole("combobox", { name: "Country" }).click();
    const first = await page.getByRole("option").first().textContent();
    expect(first).toMatch(/^China/);
  });
});
