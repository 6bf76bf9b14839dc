import { describe, expect, it } from "vitest";
import { origin, signInByApi } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { E2E_METRICS_TOKEN, OPERATOR_EMAIL } from "../support/global-setup.ts";

const prometheus = () =>
  fetch(`${baseUrl()}/metrics`, { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } }).then((r) => r.text());

describe("the web app reports its health", () => {
  it("sends timings and web vitals when the page is hidden; the server counts them", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/calculator?country=IN`);
    await page.getByLabel("Grade, course 1").fill("72");
    await page.getByLabel("Credits, course 1").fill("4");
    await page.getByTestId("gpa-overall").waitFor();
    await page.waitForTimeout(3000); // web vitals load 2 s after the page
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect
      .poll(prometheus, { timeout: 10_000 })
      .toMatch(/gradeatlas_metric_samples\{name="gpa_calculation"\} [1-9]/);
    expect(await prometheus()).toMatch(/gradeatlas_metric_samples\{name="api_request"\} [1-9]/);
  });
});

const postJson = (path: string, body: unknown) =>
  fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the operators' monitoring view", () => {
  it("shows p50/p95 per metric as a chart, recent alerts and the web app's error reports", async () => {
    // database_query is reported by no other spec, so its figures are ours: 10, 20, … 200 ms.
    const now = Date.now();
    const metrics = Array.from({ length: 20 }, (_, i) => ({
      name: "database_query",
      value: (i + 1) * 10,
      timestamp: now,
    }));
    expect((await postJson("/api/metrics", { metrics })).status).toBe(202);
    const report = {
      message: "E2E: a crash in the calculator",
      route: "/calculator",
      occurredAt: new Date().toISOString(),
    };
    expect((await postJson("/api/client-errors", report)).status).toBe(201);

    const page = await newPage();
    await signInByApi(page, OPERATOR_EMAIL);
    // Alerts come from signed-in users only.
    const alert = { rule: "e2e-slow-page", severity: "high", timestamp: now, template: "E2E: the page was slow" };
    const sent = await page.request.post(`${baseUrl()}/api/alerts`, { headers: origin(), data: alert });
    expect(sent.status()).toBe(201);
    await page.goto(`${baseUrl()}/sys-admin`);
    await page.getByRole("tab", { name: "Monitoring" }).click();

    const card = page.getByRole("listitem", { name: /Database queries/ });
    await card.waitFor();
    // p50 of 10..200 is 105 ms; p95 is 190.5 ms, shown rounded.
    expect(await card.getByRole("definition").allTextContents()).toEqual(["20", "105 ms", "191 ms"]);
    await card.getByText("Within the 1,000 ms threshold.").waitFor();
    await card.getByTestId("chart-database_query").locator("circle.recharts-dot").first().waitFor();
    await card.getByText("Figures per five minutes").click();
    await card.getByRole("cell", { name: "105 ms" }).waitFor();

    const alerts = page.getByRole("region", { name: "Recent alerts" });
    await alerts.getByRole("row", { name: /e2e-slow-page/ }).waitFor();
    await page.getByLabel("Severity").selectOption("low");
    await page.getByText("No low alert has fired.").waitFor();
    await page.getByLabel("Severity").selectOption("high");
    await alerts.getByRole("row", { name: /E2E: the page was slow/ }).waitFor();

    await page.getByText("E2E: a crash in the calculator").waitFor();
    await expectNoAxeViolations(page);
  });
});
