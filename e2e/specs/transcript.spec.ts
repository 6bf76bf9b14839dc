import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { chooseCountry, fillRow } from "../support/calculator.ts";
import { pdfText } from "../support/pdf-text.ts";

// An Indian transcript (percentage marks, the default scale): 50–100 is a B
// (3.0; first division follows the university tables, decision 0033), 40–49
// a C (2.0). Credits 4,3,4,3,4,3,4,3 = 28.
const courses = [
  { name: "Physics I", grade: "72", credits: "4", year: "2022" },
  { name: "Chemistry I", grade: "55", credits: "3", year: "2022" },
  { name: "Mathematics I", grade: "48", credits: "4", year: "2022" },
  { name: "English", grade: "66", credits: "3", year: "2022" },
  { name: "Physics II", grade: "59", credits: "4", year: "2023" },
  { name: "Chemistry II", grade: "61", credits: "3", year: "2023" },
  { name: "Mathematics II", grade: "40", credits: "4", year: "2023" },
  { name: "Electronics", grade: "83", credits: "3", year: "2023" },
];
// (4·3 + 3·3 + 4·2 + 3·3 + 4·3 + 3·3 + 4·2 + 3·3) / 28 = 76 / 28 = 2.71
const expectedGpa = "2.71";

async function enterTranscript(page: Page) {
  await page.goto(`${baseUrl()}/calculator`);
  await chooseCountry(page, "india", "India");
  for (const [i, c] of courses.entries()) {
    if (i >= 5) await page.getByRole("button", { name: "Add course" }).click();
    await fillRow(page, i + 1, c);
  }
}

/** Clicks "Download PDF report" as a guest (who leaves an address first: lead access) and reads the PDF's text. */
async function downloadReport(page: Page): Promise<string> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF report" }).click();
  const lead = page.getByRole("dialog", { name: "Get the free toolkit" });
  await lead.getByLabel("Work e-mail").fill("evaluator@college.example");
  await lead.getByRole("button", { name: "Continue" }).click();
  return pdfText(new Uint8Array(await readFile(await (await download).path())));
}

const gpa = (page: Page) => page.getByTestId("gpa-overall").locator("span").first().textContent();

describe("a whole transcript", () => {
  it("a signed-in user saves a transcript and reopens it from the recent list", async () => {
    const page = await newPage();
    const email = `saver-${Date.now()}@e2e.example`;
    await page.goto(`${baseUrl()}/calculator`);
    const origin = { origin: baseUrl() };
    // Sign up and in through the API (the modal has its own journeys in accounts.spec.ts).
    await page.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
      headers: origin,
      data: { email, password: "secret123", name: "", termsAccepted: true },
    });
    await page.request.post(`${baseUrl()}/api/auth/sign-in/email`, {
      headers: origin,
      data: { email, password: "secret123", termsAccepted: true },
    });
    await enterTranscript(page);
    await expect.poll(() => gpa(page)).toBe(expectedGpa);
    await page.getByLabel("Applicant name (optional)").fill("Ravi K.");
    await page.getByRole("button", { name: "Save calculation" }).click();
    await page.getByText("Calculation saved.").waitFor();

    await page.getByText("Paste from a spreadsheet, import or export CSV").click();
    await page.getByRole("button", { name: "Clear all rows" }).click();
    await expect.poll(() => page.getByLabel("Course, course 1").inputValue()).toBe("");
    await page.getByRole("button", { name: /^Open Ravi K\./ }).click();
    await expect.poll(() => gpa(page)).toBe(expectedGpa);
    expect(await page.getByLabel("Course, course 8").inputValue()).toBe("Electronics");
    expect(await page.getByLabel("Applicant name (optional)").inputValue()).toBe("Ravi K.");
  });

  for (const viewport of [
    { name: "desktop", width: 1280, height: 900 },
    { name: "mobile", width: 390, height: 844 },
  ]) {
    it(`reads the GPA of an 8-course Indian transcript as it is typed (${viewport.name})`, async () => {
      const page = await newPage(viewport);
      await enterTranscript(page);
      await expect.poll(() => gpa(page)).toBe(expectedGpa);
      await page.getByText("Year 2022").waitFor();
      await expectNoAxeViolations(page);
    });
  }

  it("shows the engine's message beside a bad grade and leaves the row out", async () => {
    const page = await newPage();
    await enterTranscript(page);
    await page.getByLabel("Grade, course 3").fill("112");
    await page
      .getByText('112 is outside the scale "University percentage marks with divisions (0–100)"', { exact: false })
      .waitFor();
    expect(await page.getByLabel("Grade, course 3").getAttribute("aria-invalid")).toBe("true");
    await page.getByText("1 row has an error and is left out until fixed.").waitFor();
    // Without Mathematics I (4 credits of C): 68 / 24 = 2.83.
    await expect.poll(() => gpa(page)).toBe("2.83");
  });

  it("fills 20 rows from a block pasted into a grade field", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/calculator?country=IN`);
    const lines = Array.from({ length: 20 }, (_, i) => `Course ${i + 1}\t${60 + (i % 2) * 10}\t3`);
    await page.getByLabel("Grade, course 1").focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData("text/plain", text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, lines.join("\n"));
    await page.getByLabel("Grade, course 20").waitFor();
    expect(await page.getByLabel("Course, course 20").inputValue()).toBe("Course 20");
    expect(await page.getByLabel("Grade, course 20").inputValue()).toBe("70");
    await expect.poll(() => gpa(page)).toBe("3.00");
  });

  it("downloads the academic report, and the PDF's text has the GPA and the applicant", async () => {
    const page = await newPage({ width: 1280, height: 900 }, { acceptDownloads: true });
    await enterTranscript(page);
    await expect.poll(() => gpa(page)).toBe(expectedGpa);
    await page.getByLabel("Applicant name (optional)").fill("Asha Verma");
    const text = await downloadReport(page);
    expect(text).toContain("Asha Verma");
    expect(text).toContain(expectedGpa);
    expect(text).toContain("Mathematics II");
    expect(await page.evaluate(() => localStorage.getItem("lead-access-state"))).toContain("evaluator@college.example");
    await page.getByText("You're exploring the free toolkit.").waitFor();
  });

  it("prints a Chinese name, fetching only the font files the report needs, after the click", async () => {
    const page = await newPage({ width: 1280, height: 900 }, { acceptDownloads: true });
    const fonts: string[] = [];
    page.on("request", (req) => {
      const file = new URL(req.url()).pathname.split("/").pop() ?? "";
      if (file.endsWith(".woff")) fonts.push(file);
    });
    await enterTranscript(page);
    await expect.poll(() => gpa(page)).toBe(expectedGpa);
    expect(fonts).toEqual([]);
    await page.getByLabel("Applicant name (optional)").fill("王小明 (Wang Xiaoming)");
    const text = await downloadReport(page);
    expect(text).toContain("王小明 (Wang Xiaoming)");
    expect(text).toContain(expectedGpa);
    // Noto Sans for the Latin text, a few simplified-Chinese slices for the name, nothing else.
    expect(fonts.some((f) => f.startsWith("noto-sans-latin-400"))).toBe(true);
    expect(fonts.some((f) => f.startsWith("noto-sans-sc-"))).toBe(true);
    expect(fonts.filter((f) => !/^noto-sans-(latin|sc)-/.test(f))).toEqual([]);
    expect(fonts.length).toBeLessThanOrEqual(8);
  });

  it("keeps a guest's draft across a reload, and a share link opens the same transcript", async () => {
    const page = await newPage();
    await enterTranscript(page);
    await expect.poll(() => gpa(page)).toBe(expectedGpa);
    await page.waitForTimeout(500); // the draft is written 300 ms after the last edit
    await page.reload();
    await expect.poll(() => gpa(page)).toBe(expectedGpa);

    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy share link" }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain("/calculator?t=");
    const other = await newPage();
    await other.goto(link);
    await expect.poll(() => gpa(other)).toBe(expectedGpa);
    expect(await other.getByLabel("Course, course 8").inputValue()).toBe("Electronics");
  });

  it("offers the scale that reads the whole transcript when the one in use refuses or fails it", async () => {
    const page = await newPage();
    // Course grade points typed on Taiwan's marks default: every course reads F there.
    await page.goto(`${baseUrl()}/calculator?country=TW`);
    for (const [i, grade] of ["3.7", "4.0", "3.3"].entries()) {
      if (i > 0) await page.getByRole("button", { name: "Add course" }).click();
      await fillRow(page, i + 1, { grade, credits: "3" });
    }
    await expect.poll(() => gpa(page)).toBe("0.00");
    const offer = page.getByTestId("scale-offer");
    await offer.getByText(/^Every course fails on this scale but some pass on another scale of this country/).waitFor();
    await expectNoAxeViolations(page);
    await offer.getByRole("button", { name: /^Use Cumulative GPA on the 4\.3 scale/ }).click();
    // One to one on the 4.3 GPA scale: (3.7 + 4.0 + 3.3) / 3.
    await expect.poll(() => gpa(page)).toBe("3.67");
    expect(await page.getByLabel("Grading scale").inputValue()).toBe("tw-cgpa-4-3");
    expect(await offer.count()).toBe(0);
    expect(await page.getByLabel("Grade, course 3").inputValue()).toBe("3.3");

    // UGC letters typed on India's percentage default are refused there: the letter scale takes them all.
    await page.goto(`${baseUrl()}/calculator?country=IN`);
    await page.getByText("Paste from a spreadsheet, import or export CSV").click();
    await page.getByRole("button", { name: "Clear all rows" }).click();
    await fillRow(page, 1, { grade: "O", credits: "4" });
    await expect.poll(() => page.getByLabel("Grade, course 1").getAttribute("aria-invalid")).toBe("true");
    await offer.getByText(/^Some of these grades are not on this scale, but every one is a grade on another/).waitFor();
    await offer.getByRole("button", { name: /^Use / }).first().click();
    expect(await page.getByLabel("Grading scale").inputValue()).toBe("in-ugc-letter");
    await expect.poll(() => gpa(page)).not.toBe("—");
  }, 120_000);

  it("compares the transcript under each of the country's scales", async () => {
    const page = await newPage();
    await enterTranscript(page);
    const compare = page.getByRole("region", { name: "Compare scales" });
    await compare.getByText("(in use)").waitFor();
    expect(await compare.getByRole("row").count()).toBeGreaterThan(2);
  });
});
