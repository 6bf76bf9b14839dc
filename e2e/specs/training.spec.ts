import { countryIndex } from "@gradeatlas/engine";
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";

describe("the training aid", () => {
  for (const viewport of [
    { name: "desktop", width: 1280, height: 800 },
    { name: "mobile", width: 390, height: 844 },
  ]) {
    it(`asks for the US letter of a foreign grade, checks the answer and keeps score (${viewport.name})`, async () => {
      const page = await newPage(viewport);
      await page.goto(`${baseUrl()}/training`);
      const choices = page.getByRole("group", { name: "Which US letter grade is it?" }).getByRole("button");
      await choices.first().waitFor();
      expect(await choices.count()).toBe(4);
      await expectNoAxeViolations(page);

      await choices.first().click();
      const feedback = page.getByRole("status").filter({ hasText: /converts to/ });
      await feedback.waitFor();
      // US letters include the half letters AB, BC and CD some scales use.
      const letter = "(?:AB|BC|CD|[A-F][+-]?)";
      expect(await feedback.textContent()).toMatch(
        new RegExp(`^(Correct\\. |Not quite: you chose ${letter}\\. ).+ converts to ${letter}`),
      );
      await expect.poll(() => page.getByText(/^\d+ \/ 1/).count()).toBe(1);
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "Next question" }).click();
      await choices.first().waitFor();
      await choices.nth(1).click();
      await expect.poll(() => page.getByText(/^\d+ \/ 2/).count()).toBe(1);
    });
  }

  it("only asks about countries of the chosen region", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/training`);
    await page.getByLabel(/region/i).selectOption({ label: "Europe" });
    for (let i = 0; i < 3; i++) {
      const heading = page.getByRole("heading", { level: 2 }).filter({ hasText: /·/ });
      await heading.waitFor();
      const country = (await heading.textContent())?.split("·")[0]?.trim() ?? "";
      expect(countryIndex.find((c) => c.name === country)?.region).toBe("Europe");
      await page.getByRole("group", { name: "Which US letter grade is it?" }).getByRole("button").first().click();
      await page.getByRole("button", { name: "Next question" }).click();
    }
  });
});
