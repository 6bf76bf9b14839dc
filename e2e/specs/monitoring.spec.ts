import { describe, expect, it } from "vitest";
import { baseUrl, newPage } from "../support/app.ts";
import { E2E_METRICS_TOKEN } from "../support/global-setup.ts";

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
