import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { origin } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { fillRow } from "../support/calculator.ts";
import { payingInstitution } from "../support/institution.ts";

// House rules (issue 18): an institution's admin sets them; a member's
// calculator opens on the house default, labels what the rules changed, keeps
// the published default one click away, and saves the rules with the result.

// A German transcript: Calculus failed (5.0), then passed (1.3); Physics 2.0; 5 ECTS each.
const rows = [
  { name: "Calculus", grade: "5,0", credits: "5", year: "2021" },
  { name: "Calculus", grade: "1,3", credits: "5", year: "2022" },
  { name: "Physics", grade: "2,0", credits: "5", year: "2022" },
];
const courses = rows.map((r) => ({
  name: r.name,
  grade: r.grade,
  credits: Number(r.credits),
  year: r.year,
}));

/** Screenshots for review when SHOTS_DIR is set (not part of the assertions). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** What the API's engine says for these courses: the number the calculator must show. */
async function gpaOf(page: Page, body: Record<string, unknown>): Promise<string> {
  const res = await page.request.post(`${baseUrl()}/api/v1/convert/transcript`, {
    headers: origin(),
    data: { country: "DE", courses, ...body },
  });
  return ((await res.json()).gpa.overall.gpa as number).toFixed(2);
}

describe("house rules", () => {
  // Three people and two axe scans on a 2-core machine: longer than the default minute.
  it("an admin sets them; a member's calculator applies and labels them, and saves them with the result", {
    timeout: 180_000,
  }, async () => {
    const domain = `rules-${Date.now()}.example`;
    const { admin, member } = await payingInstitution(domain);

    // The admin: Germany opens on the modified Bavarian formula; only the latest attempt counts.
    await admin.goto(`${baseUrl()}/my-team/rules`);
    await admin.getByRole("heading", { name: "House rules", level: 1 }).waitFor();
    await admin.getByText("no house rules yet", { exact: false }).waitFor();
    const scales = admin.getByRole("region", { name: "Default scale per country" });
    // A country whose scales have local grades only offers no scale to open (decision 0053).
    await scales.getByLabel("Country").selectOption({ label: "Andorra" });
    await scales.getByRole("option", { name: "None for this country" }).waitFor({ state: "attached" });
    expect(await scales.getByRole("button", { name: "Add" }).isDisabled()).toBe(true);
    // Korea's CSAT grades convert nothing, so they are not offered; its university scales are.
    await scales.getByLabel("Country").selectOption({ label: "South Korea" });
    await scales.getByLabel("Scale").locator("option").first().waitFor({ state: "attached" });
    expect(await scales.getByLabel("Scale").locator("option").allTextContents()).not.toContainEqual(
      expect.stringMatching(/CSAT/),
    );
    await scales.getByLabel("Country").selectOption({ label: "Germany" });
    await scales.getByLabel("Scale").selectOption({ label: "Modified Bavarian formula (KMK)" });
    await scales.getByRole("button", { name: "Add" }).click();
    await scales.getByRole("button", { name: "Remove Germany" }).waitFor();
    await admin.getByRole("radio", { name: "Latest attempt only" }).check();
    await admin.getByRole("button", { name: "Save house rules" }).click();
    await admin.getByText("Saved: version 1.").waitFor();
    await admin.getByText(`changed by head@${domain}`, { exact: false }).waitFor();
    await expectNoAxeViolations(admin);
    await shot(admin, "rules-1280");
    await admin.setViewportSize({ width: 390, height: 844 });
    await shot(admin, "rules-390");

    // The member: the calculator opens Germany on the house default, with its badge.
    const houseGpa = await gpaOf(member, { scale: "de-modified-bavarian", repeatPolicy: "latest-attempt" });
    const publishedGpa = await gpaOf(member, {});
    expect(houseGpa).not.toBe(publishedGpa);
    await member.goto(`${baseUrl()}/calculator?country=DE`);
    await expect.poll(() => member.getByLabel("Grading scale").inputValue()).toBe("de-modified-bavarian");
    const badge = member.getByTestId("scale-rule");
    await badge.getByText("House rule", { exact: true }).waitFor();
    await badge.getByText("Published default: University grades (1.0–5.0)", { exact: false }).waitFor();

    await fillRow(member, 1, rows[0] as (typeof rows)[number]);
    await fillRow(member, 2, rows[1] as (typeof rows)[number]);
    await fillRow(member, 3, rows[2] as (typeof rows)[number]);
    const overall = member.getByTestId("gpa-overall").locator("span").first();
    await expect.poll(() => overall.textContent()).toBe(houseGpa);
    expect(await member.getByLabel("Repeated courses").inputValue()).toBe("latest-attempt");

    const applied = member.getByTestId("house-rules-applied");
    await applied.getByText("House rule: latest attempt only (published default: all attempts)").waitFor();
    await applied
      .getByText("House rule: Modified Bavarian formula (KMK) (published default: University grades (1.0–5.0))")
      .waitFor();
    await applied.getByRole("button", { name: "Compare with the published default" }).click();
    await expect.poll(() => applied.getByTestId("gpa-published").textContent()).toBe(publishedGpa);
    expect(await applied.getByTestId("gpa-house").textContent()).toBe(houseGpa);
    await expectNoAxeViolations(member);
    await shot(member, "calculator-1280");

    await member.getByLabel("Applicant name (optional)").fill("Lena M.");
    await member.getByRole("button", { name: "Save calculation" }).click();
    await member.getByText("Calculation saved.").waitFor();
    const list = await (await member.request.get(`${baseUrl()}/api/v1/calculations?limit=1`)).json();
    const saved = await (
      await member.request.get(`${baseUrl()}/api/v1/calculations/${list.calculations[0].id}`)
    ).json();
    expect(saved.gpa.toFixed(2)).toBe(houseGpa);
    expect(saved.houseRules).toMatchObject({
      version: 1,
      rules: { repeatPolicy: "latest-attempt", defaultScales: { DE: "de-modified-bavarian" } },
    });

    // "compare" beside the scale opens the published default, and the way back is one click too.
    await badge.getByRole("button", { name: "compare" }).click();
    await expect.poll(() => member.getByLabel("Grading scale").inputValue()).toBe("de-university");
    await member.getByTestId("scale-rule").getByRole("button", { name: "use it" }).waitFor();

    await member.setViewportSize({ width: 390, height: 844 });
    await member.getByTestId("scale-rule").getByRole("button", { name: "use it" }).click();
    await expect.poll(() => member.getByLabel("Grading scale").inputValue()).toBe("de-modified-bavarian");
    await applied.getByTestId("gpa-published").waitFor(); // the comparison stays open
    await shot(member, "calculator-390");
    if (process.env.SHOTS_DIR) {
      await member.getByTestId("scale-rule").screenshot({ path: `${process.env.SHOTS_DIR}/calculator-390-badge.png` });
      await applied.screenshot({ path: `${process.env.SHOTS_DIR}/calculator-390-applied.png` });
    }

    // The admin adds a rounding rule (version 2); reopened, the saved calculation shows the rules it was saved under.
    const changed = await admin.request.put(`${baseUrl()}/api/v1/house-rules`, {
      headers: origin(),
      data: {
        rules: {
          repeatPolicy: "latest-attempt",
          defaultScales: { DE: "de-modified-bavarian" },
          rounding: "truncate-3",
        },
      },
    });
    expect((await changed.json()).version).toBe(2);
    await member.setViewportSize({ width: 1280, height: 800 });
    await member.reload();
    await member.getByRole("button", { name: /^Open Lena M\./ }).click();
    await member
      .getByText("Shown with the house rules it was saved under (version 1); today's are version 2.")
      .waitFor();
    await expect.poll(() => overall.textContent()).toBe(houseGpa);
    expect(await applied.textContent()).not.toContain("cut (not rounded)");
    await member.getByRole("button", { name: "Use today's rules" }).click();
    await applied.getByText("House rule: GPA cut (not rounded) to 3 decimals", { exact: false }).waitFor();

    // A member reads the rules but cannot change them.
    await member.goto(`${baseUrl()}/my-team/rules`);
    await member.getByText("Only your institution's admins change the house rules.", { exact: false }).waitFor();
    expect(await member.getByRole("button", { name: "Save house rules" }).count()).toBe(0);
    await expectNoAxeViolations(member);
  });

  it("a guest's calculator is today's: no house-rules request, no badge", async () => {
    const page = await newPage();
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/v1/house-rules")) asked.push(r.url());
    });
    await page.goto(`${baseUrl()}/calculator?country=DE`);
    await expect.poll(() => page.getByLabel("Grading scale").inputValue()).toBe("de-university");
    expect(await page.getByTestId("scale-rule").count()).toBe(0);
    expect(asked).toEqual([]);
  });
});
