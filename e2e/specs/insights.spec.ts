import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { adminUserUrl, origin, signInByApi } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { OPERATOR_EMAIL } from "../support/global-setup.ts";

describe("institution insights (issue 18)", () => {
  it("an institution's admin sees its members' calculations as charts and tables, and exports one as CSV", async () => {
    const domain = `insights-${Date.now()}.example`;
    const admin = await newPage({ width: 1280, height: 900 });
    await signInByApi(admin, `head@${domain}`, { verify: true });
    // An operator makes the head an admin, grants the plan by hand and approves the domain.
    const operator = await newPage();
    await signInByApi(operator, OPERATOR_EMAIL);
    const base = await adminUserUrl(operator, `head@${domain}`);
    const put = await operator.request.put(`${base}/role`, { headers: origin(), data: { role: "admin" } });
    expect(put.status()).toBe(200);
    expect((await operator.request.post(`${base}/subscription`, { headers: origin() })).status()).toBe(201);
    const approved = await operator.request.post(`${baseUrl()}/api/v1/admin/domains`, {
      headers: origin(),
      data: { domain },
    });
    expect(approved.status()).toBe(201);

    // Two evaluators (members by their confirmed address) save three transcripts.
    const save = async (email: string, data: unknown) => {
      const page = await newPage();
      await signInByApi(page, email, { verify: true });
      const res = await page.request.post(`${baseUrl()}/api/v1/calculations`, { headers: origin(), data });
      expect(res.status()).toBe(201);
      await page.close();
    };
    await save(`ana@${domain}`, {
      country: "IN",
      courses: [
        { grade: "30", credits: 4, name: "Physics" },
        { grade: "70", credits: 3, name: "Chemistry" },
      ],
    });
    await save(`ana@${domain}`, {
      country: "IN",
      courses: [
        { grade: "45", credits: 4, name: "Statistics" },
        { grade: "75", credits: 4, name: "Statistics" },
      ],
    });
    await save(`bob@${domain}`, { country: "DE", courses: [{ grade: "1,7", credits: 6, name: "Analysis" }] });

    await admin.goto(`${baseUrl()}/dashboard`);
    const insights = admin.getByRole("region", { name: "Institution insights" });
    await insights.getByText("3 calculations from", { exact: false }).waitFor();
    for (const chart of ["countries", "scales", "evaluators", "gpa"])
      await insights.getByTestId(`insights-chart-${chart}`).locator("path.recharts-rectangle").first().waitFor();
    await insights.getByTestId("insights-chart-flags").locator("circle.recharts-dot").first().waitFor();

    // Each chart's figures are in a real table behind "Show table".
    const countries = insights.getByRole("region", { name: "Applicants by country per month" });
    await countries.getByRole("button", { name: /^Show table/ }).click();
    const table = countries.getByRole("table", { name: "Calculations per month and country" });
    expect(await table.getByRole("row").first().textContent()).toBe("MonthIndiaGermanyTotal");
    expect(await table.getByRole("row").last().textContent()).toMatch(/^[A-Z][a-z]{2} \d{4}213$/);
    const flags = insights.getByRole("region", { name: "Failed and repeated courses" });
    await flags.getByText("33.3%", { exact: true }).first().waitFor();

    // Export CSV of conversions per evaluator: the file holds the table's figures.
    const evaluators = insights.getByRole("region", { name: "Conversions per evaluator" });
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      evaluators.getByRole("button", { name: /^Export CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^gradeatlas-insights-conversions-per-evaluator-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(await readFile(await download.path(), "utf8")).toBe(
      `Evaluator,Conversions,Share (%)\r\nana@${domain},2,66.67\r\nbob@${domain},1,33.33\r\n`,
    );

    // The period chooser asks the server again.
    await insights.getByLabel("Period", { exact: true }).selectOption({ label: "Last 3 months" });
    await insights.getByText("3 calculations from", { exact: false }).waitFor();
    await expectNoAxeViolations(admin);
  });

  it("an evaluator sees no institution insights on the dashboard", async () => {
    const domain = `insights-eval-${Date.now()}.example`;
    const operator = await newPage();
    await signInByApi(operator, OPERATOR_EMAIL);
    await operator.request.post(`${baseUrl()}/api/v1/admin/domains`, { headers: origin(), data: { domain } });
    const head = await newPage();
    await signInByApi(head, `head@${domain}`, { verify: true });
    const base = await adminUserUrl(operator, `head@${domain}`);
    await operator.request.put(`${base}/role`, { headers: origin(), data: { role: "admin" } });
    await operator.request.post(`${base}/subscription`, { headers: origin() });
    const evaluator = await newPage();
    await signInByApi(evaluator, `ana@${domain}`, { verify: true });
    await evaluator.goto(`${baseUrl()}/dashboard`);
    await evaluator.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await evaluator.getByText("Nothing saved yet.", { exact: false }).waitFor();
    expect(await evaluator.getByRole("heading", { name: "Institution insights" }).count()).toBe(0);
  });
});
