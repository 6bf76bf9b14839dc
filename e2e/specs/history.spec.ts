import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { origin, signInAsSubscriber, signInByApi } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";

describe("calculation history (premium)", () => {
  it("lists saved transcripts, searches, filters, exports CSV, reopens one and deletes one", async () => {
    const email = `history-${Date.now()}@e2e.example`;
    const page = await newPage();
    await signInAsSubscriber(page, await newPage(), email);

    const save = (data: unknown) =>
      page.request.post(`${baseUrl()}/api/v1/calculations`, { headers: origin(), data }).then((r) => r.status());
    expect(await save({ country: "IN", title: "Priya Sharma", courses: [{ grade: "72", credits: 4 }] })).toBe(201);
    expect(await save({ country: "DE", title: "Jonas Keller", courses: [{ grade: "1,7", credits: 6 }] })).toBe(201);

    await page.goto(`${baseUrl()}/history`);
    const table = page.getByRole("region", { name: "Saved calculations" });
    await table.getByRole("row", { name: /Jonas Keller/ }).waitFor();
    expect(await table.getByRole("row").count()).toBe(3); // header + 2
    // Which data each saved GPA rests on (the dataset's version, from its changelog).
    await table
      .getByRole("row", { name: /Jonas Keller/ })
      .getByRole("cell", { name: /^\d{4}-\d{2}-\d{2}/ })
      .waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel("Search title or applicant").fill("priya");
    await expect.poll(() => table.getByRole("row").count()).toBe(2);
    await page.getByLabel("Search title or applicant").fill("");
    await page.getByLabel("Country").selectOption("DE");
    await expect.poll(() => table.getByRole("row").count()).toBe(2);
    await table.getByRole("row", { name: /Jonas Keller/ }).waitFor();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV (filtered)" }).click();
    const csv = readFileSync((await (await download).path()) as string, "utf8");
    expect(csv.split("\r\n")[0]).toBe(
      "Saved at,Title,Applicant,Country,Scale,Courses,US credits,GPA,Id,Dataset version",
    );
    expect(csv).toContain(",Jonas Keller,,DE,");
    expect(csv).not.toContain("Priya Sharma");

    await page.getByLabel("Country").selectOption("");
    await table.getByRole("link", { name: /^Open Priya Sharma/ }).click();
    await page.waitForURL(/\/calculator$/);
    await expect.poll(() => page.getByLabel("Grade, course 1").inputValue()).toBe("72");
    await page.getByTestId("gpa-overall").waitFor();

    await page.goto(`${baseUrl()}/history`);
    page.once("dialog", (dialog) => void dialog.accept());
    await table.getByRole("button", { name: /^Delete Jonas Keller/ }).click();
    await page.getByText("Calculation deleted.").waitFor();
    await expect.poll(() => table.getByRole("row").count()).toBe(2);
  });

  it("a registered user without premium gets the upgrade prompt, and the export refuses them", async () => {
    const page = await newPage();
    await signInByApi(page, `plain-history-${Date.now()}@e2e.example`);
    await page.goto(`${baseUrl()}/history`);
    await page.getByRole("alertdialog", { name: "Premium Feature" }).waitFor();
    expect((await page.request.get(`${baseUrl()}/api/v1/calculations/export`)).status()).toBe(403);
  });
});

describe("the dashboard (premium)", () => {
  it("shows the saved calculations' totals, months, countries and GPA bands, with charts and tables", async () => {
    const page = await newPage();
    await signInAsSubscriber(page, await newPage(), `dashboard-${Date.now()}@e2e.example`);
    const save = (data: unknown) =>
      page.request.post(`${baseUrl()}/api/v1/calculations`, { headers: origin(), data }).then((r) => r.status());
    expect(await save({ country: "IN", title: "A", courses: [{ grade: "72", credits: 4 }] })).toBe(201);
    expect(await save({ country: "IN", title: "B", courses: [{ grade: "72", credits: 4 }] })).toBe(201);
    expect(await save({ country: "DE", title: "C", courses: [{ grade: "1,7", credits: 6 }] })).toBe(201);

    await page.goto(`${baseUrl()}/dashboard`);
    const figure = (term: string) =>
      page.getByRole("definition").filter({ has: page.locator(`xpath=preceding-sibling::dt[.="${term}"]`) });
    await expect.poll(() => figure("Saved calculations").textContent()).toBe("3");
    expect(await figure("In the last 30 days").textContent()).toBe("3");
    const countries = page.getByRole("region", { name: "Top countries" });
    expect(await countries.getByRole("row").allTextContents()).toEqual([
      "CountryCalculationsAverage GPA",
      expect.stringMatching(/^India2/),
      expect.stringMatching(/^Germany1/),
    ]);
    await page.getByTestId("chart-months").locator("path.recharts-rectangle").first().waitFor();
    await page.getByTestId("chart-gpa-bands").locator("path.recharts-rectangle").first().waitFor();
    await expectNoAxeViolations(page);
  });
});
