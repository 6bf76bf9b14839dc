import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { origin } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { fillRow } from "../support/calculator.ts";
import { payingInstitution } from "../support/institution.ts";
import { linkFromMail, mailText } from "../support/mailbox.ts";

// Notifying students (issue 19): an evaluator opens a saved calculation,
// e-mails the applicant through the real SMTP server of the e2e harness and
// sees the mail server accept it; the applicant's stop link works.

/** Screenshots for review when SHOTS_DIR is set (not part of the assertions). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

describe("notifying an applicant", () => {
  it("an evaluator e-mails the GPA, sees it accepted; the applicant stops further e-mails", {
    timeout: 240_000,
  }, async () => {
    const domain = `notices-${Date.now()}.example`;
    const applicant = `priya-${Date.now()}@applicant.example`;
    const { admin, member: evaluator } = await payingInstitution(domain);

    // The admin's template page, with a live preview; members read it from My Team's tools.
    await admin.goto(`${baseUrl()}/my-team/notices`);
    await admin.getByRole("heading", { name: "Student e-mails", level: 1 }).waitFor();
    await admin.getByRole("region", { name: "Preview of the message" }).getByText("Dear Priya Sharma,").waitFor();
    await expectNoAxeViolations(admin);
    await shot(admin, "notices-template-desktop");
    await admin.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(admin);
    await shot(admin, "notices-template-mobile");

    const saved = await evaluator.request.post(`${baseUrl()}/api/v1/calculations`, {
      headers: origin(),
      data: {
        country: "IN",
        title: "Priya Sharma",
        applicant: { name: "Priya Sharma" },
        courses: [
          { name: "Calculus", grade: "72", credits: 4 },
          { name: "Physics", grade: "58", credits: 4 },
        ],
      },
    });
    expect(saved.status()).toBe(201);
    const { id, gpa } = (await saved.json()) as { id: string; gpa: number };

    await evaluator.goto(`${baseUrl()}/calculator?open=${id}`);
    await evaluator.getByRole("button", { name: "Notify the applicant" }).click();
    const dialog = evaluator.getByRole("dialog", { name: "Notify the applicant" });
    await dialog
      .getByRole("region", { name: "Preview of the e-mail" })
      .getByText(`Your GPA is ${gpa.toFixed(2)}.`)
      .waitFor();
    await dialog.getByLabel("Applicant's e-mail address").fill("not an address");
    await dialog.getByRole("button", { name: "Send" }).click();
    await dialog.getByText("is not an e-mail address we can send to", { exact: false }).waitFor();
    await dialog.getByLabel("Applicant's e-mail address").fill(applicant);
    await dialog.getByRole("button", { name: "Send" }).click();
    await dialog.getByText(`Queued for ${applicant}`, { exact: false }).waitFor();
    await dialog.getByText("Accepted by the mail server on", { exact: false }).waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(evaluator);
    await shot(evaluator, "notices-dialog-desktop");
    await dialog.getByRole("heading", { name: "E-mails sent" }).scrollIntoViewIfNeeded();
    if (process.env.SHOTS_DIR)
      await evaluator.screenshot({ path: `${process.env.SHOTS_DIR}/notices-dialog-list-desktop.png` });
    await evaluator.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(evaluator);
    await shot(evaluator, "notices-dialog-mobile");

    const mail = await mailText(applicant, /Your converted GPA from/);
    expect(mail).toContain(`Your GPA is ${gpa.toFixed(2)}.`);
    expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // History says so.
    await evaluator.goto(`${baseUrl()}/history`);
    await evaluator.getByText("Notified on", { exact: false }).first().waitFor();

    // The applicant opens the stop link (no account): opening changes nothing; the button stops e-mails.
    const stopLink = await linkFromMail(applicant, /Your converted GPA from/, 15_000, { path: "/stop-emails/" });
    for (const viewport of [
      { name: "desktop", width: 1280, height: 800 },
      { name: "mobile", width: 390, height: 844 },
    ]) {
      const page = await newPage(viewport);
      await page.goto(stopLink);
      await page.getByRole("heading", { name: "Stop e-mails", level: 1 }).waitFor();
      await page.getByText(applicant, { exact: false }).first().waitFor();
      await expectNoAxeViolations(page);
      await shot(page, `notices-stop-${viewport.name}`);
      if (viewport.name === "desktop") {
        await page.getByRole("button", { name: "Stop these e-mails" }).click();
        await page.getByText(`Done: ${applicant} gets no more e-mails from ${domain}`, { exact: false }).waitFor();
        await expectNoAxeViolations(page);
        await shot(page, "notices-stopped-desktop");
      } else {
        await page.getByText("Done:", { exact: false }).waitFor();
      }
    }
    const again = await evaluator.request.post(`${baseUrl()}/api/v1/notices`, {
      headers: origin(),
      data: { calculationId: id, to: applicant },
    });
    expect(again.status()).toBe(409);

    const unknown = await newPage();
    await unknown.goto(`${baseUrl()}/stop-emails/${"x".repeat(43)}`);
    await unknown.getByText("This link to stop e-mails is not one we sent", { exact: false }).waitFor();
  });

  it("offers to notify the applicant as soon as the calculation is saved, without reopening it", async () => {
    const domain = `notices-save-${Date.now()}.example`;
    const { member: evaluator } = await payingInstitution(domain);
    await evaluator.goto(`${baseUrl()}/calculator?country=IN`);
    await fillRow(evaluator, 1, { name: "Calculus", grade: "72", credits: "4" });
    await evaluator.getByLabel("Applicant name (optional)").fill("Ravi Kumar");
    await expect.poll(() => evaluator.getByRole("button", { name: "Notify the applicant" }).count()).toBe(0);
    await evaluator.getByRole("button", { name: "Save calculation" }).click();
    await evaluator.getByText("Calculation saved.").waitFor();
    await evaluator.getByRole("button", { name: "Notify the applicant" }).click();
    await evaluator.getByRole("dialog", { name: "Notify the applicant" }).getByText("Dear Ravi Kumar,").waitFor();
  });
});
