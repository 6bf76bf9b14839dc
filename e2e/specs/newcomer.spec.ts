import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInByApi } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { chooseCountry, fillRow } from "../support/calculator.ts";

// What a newcomer (a new user, a new evaluator) tripped over on a first visit:
// issue 15. Each journey starts in a fresh browser.

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
const DRAFT_KEY = "gradeatlas:calculator:draft";

const storedDraft = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "null") as { country: string; rows: { grade: string }[] } | null,
    DRAFT_KEY,
  );
/** The draft as "country:first grade", once this browser has kept it. */
const draftSummary = async (page: Page) => {
  const d = await storedDraft(page);
  return d ? `${d.country}:${d.rows[0]?.grade ?? ""}` : null;
};

/** A German transcript left in this browser as a draft (on Germany's default scale, as in the issue). */
async function leaveGermanDraft(page: Page) {
  await page.goto(`${baseUrl()}/calculator`);
  await chooseCountry(page, "germ", "Germany");
  await fillRow(page, 1, { name: "Analysis I", grade: "1.7", credits: "8" });
  await expect.poll(() => draftSummary(page)).toBe("DE:1.7");
}

/**
 * Waits until the calculator has settled: the scale's facts appear only once
 * the country's data has loaded, after the page's opening effects have run.
 */
async function waitForScale(page: Page) {
  await page.getByRole("heading", { name: "GPA Calculator" }).waitFor();
  await page.getByText(/ · source: /).waitFor();
}

const countryShown = (page: Page) => page.getByRole("combobox", { name: "Country" }).inputValue();
/** The scale's name as the picker shows it, whatever kind of control it is. */
const scaleShown = (page: Page) =>
  page
    .getByLabel("Grading scale")
    .evaluate((el) => (el instanceof HTMLSelectElement ? el.selectedOptions[0]?.textContent : el.textContent));

async function waitForGermanDraft(page: Page) {
  await waitForScale(page);
  expect(await countryShown(page)).toMatch(/^Germany/);
  expect(await page.getByLabel("Grade, course 1").inputValue()).toBe("1.7");
}

describe("guard redirects keep only what they mean to keep", () => {
  it("a signed-in non-admin opening /my-team lands on a bare /, though a draft for Germany is restored", async () => {
    const page = await newPage();
    await leaveGermanDraft(page);
    await signInByApi(page, unique("not-admin"));

    await page.goto(`${baseUrl()}/my-team`);
    await waitForGermanDraft(page);
    expect(page.url()).toBe(`${baseUrl()}/`);
  });

  it("a guest opening /history lands on a bare / with the draft restored", async () => {
    const page = await newPage();
    await leaveGermanDraft(page);

    await page.goto(`${baseUrl()}/history`);
    await waitForGermanDraft(page);
    expect(page.url()).toBe(`${baseUrl()}/`);
  });
});

describe("the upgrade prompt for a registered user", () => {
  // The premium API: what a registered user may not read (the authorisation matrix on the server).
  const premiumApi =
    /\/api\/v1\/(calculations\/(summary|export)|reading-list)|\/api\/v1\/calculations\?.*\b(q|country)=/;

  for (const path of ["/dashboard", "/reading-list"]) {
    it(`${path} shows the prompt over a still page, with no request to the premium API`, async () => {
      const page = await newPage();
      await signInByApi(page, unique("registered"));
      const requested: string[] = [];
      const refused: string[] = [];
      page.on("request", (r) => requested.push(r.url()));
      page.on("response", (r) => {
        if (r.url().includes("/api/") && r.status() === 403) refused.push(r.url());
      });

      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole("alertdialog", { name: "Premium Feature" }).waitFor();
      // Everything the page would ask for has been asked once the network is quiet.
      await page.waitForLoadState("networkidle");

      expect(requested.filter((u) => premiumApi.test(u))).toEqual([]);
      expect(refused).toEqual([]);
      expect(await page.getByText(/^Loading/).count()).toBe(0);
      expect(await page.locator('[aria-busy="true"], .animate-spin').count()).toBe(0);
      await page.screenshot({ path: `/tmp/shots-newcomer-app/upgrade-prompt${path.replace("/", "-")}-1280.png` });
      await expectNoAxeViolations(page);
    });
  }
});

describe("a link that names a country, with a draft for another one in this browser", () => {
  async function leaveIndianDraft(page: Page) {
    await page.goto(`${baseUrl()}/calculator`);
    await chooseCountry(page, "india", "India");
    await fillRow(page, 1, { name: "Physics I", grade: "72", credits: "4" });
    await expect.poll(() => draftSummary(page)).toBe("IN:72");
  }
  const notice = (page: Page) => page.getByRole("status").filter({ hasText: "You have a saved draft" });

  it("opens the link's country and scale, says a draft for India is kept, and keeps the address", async () => {
    const page = await newPage();
    await leaveIndianDraft(page);

    await page.goto(`${baseUrl()}/calculator?country=CN&scale=cn-five-level`);
    await waitForScale(page);
    expect(await countryShown(page)).toMatch(/^China/);
    expect(await scaleShown(page)).toMatch(/^Five-level verbal grades/);
    expect(await page.getByLabel("Grade, course 1").inputValue()).toBe("");
    await notice(page).getByText(/India/).waitFor();
    await notice(page).getByRole("button", { name: "Restore draft" }).waitFor();
    expect(new URL(page.url()).searchParams.get("country")).toBe("CN");
    expect(new URL(page.url()).searchParams.get("scale")).toBe("cn-five-level");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "/tmp/shots-newcomer-app/draft-notice-1280.png", fullPage: false });

    // A Chinese course entered now is saved as China, replacing the Indian draft.
    await fillRow(page, 1, { name: "高等数学", grade: "优秀", credits: "4" });
    await expect.poll(() => draftSummary(page)).toBe("CN:优秀");
    await expect.poll(() => notice(page).count()).toBe(0);
  });

  it("Restore draft switches to India and brings its courses back", async () => {
    const page = await newPage({ width: 390, height: 844 });
    await leaveIndianDraft(page);

    await page.goto(`${baseUrl()}/calculator?country=CN`);
    await waitForScale(page);
    await page.screenshot({ path: "/tmp/shots-newcomer-app/draft-notice-390.png", fullPage: false });
    await notice(page).getByRole("button", { name: "Restore draft" }).click();
    await expect.poll(() => countryShown(page)).toMatch(/^India/);
    await expect.poll(() => page.getByLabel("Grade, course 1").inputValue()).toBe("72");
    expect(await page.getByLabel("Course, course 1").inputValue()).toBe("Physics I");
    await expect.poll(() => new URL(page.url()).searchParams.get("country")).toBe("IN");
    expect(await notice(page).count()).toBe(0);
  });

  it("dismissing the notice keeps the draft: the calculator without a link reopens it", async () => {
    const page = await newPage();
    await leaveIndianDraft(page);

    await page.goto(`${baseUrl()}/calculator?country=CN`);
    await waitForScale(page);
    await notice(page).getByRole("button", { name: "Dismiss" }).click();
    expect(await notice(page).count()).toBe(0);

    await page.goto(`${baseUrl()}/calculator`);
    await waitForScale(page);
    expect(await countryShown(page)).toMatch(/^India/);
    expect(await page.getByLabel("Grade, course 1").inputValue()).toBe("72");
  });
});

describe("scale names on a phone", () => {
  // The longest scale name with its level, as the calculator shows it: Pakistan's divisions.
  const longest = "Traditional divisions for secondary and higher-secondary results (0–100) (secondary school)";

  /**
   * Where the page draws this exact text (an option inside a closed select is
   * not drawn): its box, the viewport's width, and whether its element cuts it off.
   */
  const drawn = (page: Page, text: string) =>
    page.evaluate((wanted) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (node.textContent?.trim() !== wanted || !el || el.closest("option, select")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.width === 0) continue;
        return {
          left: box.left,
          right: box.right,
          viewport: document.documentElement.clientWidth,
          cutOff: el.scrollWidth > el.clientWidth,
        };
      }
      return null;
    }, text);

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    it(`shows the whole name of the longest scale at ${viewport.width} px`, async () => {
      const page = await newPage(viewport);
      await page.goto(`${baseUrl()}/calculator?country=PK&scale=pk-division`);
      await waitForScale(page);
      expect(await page.getByLabel("Grading scale").inputValue()).toBe("pk-division");

      const shown = await drawn(page, longest);
      expect(shown).not.toBeNull();
      expect(shown?.cutOff).toBe(false);
      expect(shown?.left).toBeGreaterThanOrEqual(0);
      expect(shown?.right).toBeLessThanOrEqual(shown?.viewport ?? 0);
      await page.getByLabel("Grading scale").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots-newcomer-app/scale-picker-${viewport.width}.png` });

      // Still a select a keyboard can work: another scale chosen is the one shown.
      await page.getByLabel("Grading scale").focus();
      await page.getByLabel("Grading scale").selectOption("pk-hec-letter");
      await expect.poll(() => page.getByLabel("Grading scale").inputValue()).toBe("pk-hec-letter");
      expect(await drawn(page, longest)).toBeNull();
      await expectNoAxeViolations(page);
    });
  }
});
