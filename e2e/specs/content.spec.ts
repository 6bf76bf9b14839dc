import { describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";

describe("blog, guides and events", () => {
  for (const viewport of [
    { name: "desktop", width: 1280, height: 800 },
    { name: "mobile", width: 390, height: 844 },
  ]) {
    it(`lists guides, opens one with its sources and related reading (${viewport.name})`, async () => {
      const page = await newPage(viewport);
      await page.goto(`${baseUrl()}/blog`);
      const first = page.getByRole("article").first().getByRole("link");
      const title = (await first.textContent()) ?? "";
      await first.click();
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await page.getByRole("heading", { name: "Sources" }).waitFor();
      await expectNoAxeViolations(page);
    });
  }

  it("serves each post's HTML with its metadata before any script runs", async () => {
    const list = await fetch(`${baseUrl()}/sitemap.xml`).then((r) => r.text());
    const postUrl = /<loc>([^<]+\/blog\/[^<]+)<\/loc>/.exec(list)?.[1] as string;
    expect(postUrl).toBeTruthy();
    const html = await fetch(postUrl.replace(/^https?:\/\/[^/]+/, baseUrl())).then((r) => r.text());
    expect(html).toMatch(/<meta property="og:type" content="article" \/>/);
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d{2}-\d{2}" \/>/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain(`<link rel="canonical" href="${postUrl}" />`);
    expect(html).toMatch(/<div id="root"><main><article><h1>/);
  });

  it("names each event's heading by its title alone, the past badge left out (list and page)", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/events?when=past`);
    const item = page.getByRole("listitem").filter({ hasText: "past" }).first();
    const title = ((await item.getByRole("link").textContent()) ?? "").trim();
    expect(title).not.toBe("");
    expect(await item.getByRole("heading", { level: 2, name: title, exact: true }).count()).toBe(1);
    await item.getByRole("link").click();
    await page.getByRole("button", { name: "Add to calendar (.ics)" }).waitFor();
    expect(await page.getByRole("heading", { level: 1, name: title, exact: true }).count()).toBe(1);
    expect(await page.getByText("past", { exact: true }).isVisible()).toBe(true);
  });

  it("marks past events, filters them, and offers a calendar file", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/events?when=past`);
    const item = page.getByRole("listitem").filter({ hasText: "past" }).first();
    await item.waitFor();
    await item.getByRole("link").click();
    await page.getByRole("button", { name: "Add to calendar (.ics)" }).waitFor();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Add to calendar (.ics)" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);
    await expectNoAxeViolations(page);
  });
});
