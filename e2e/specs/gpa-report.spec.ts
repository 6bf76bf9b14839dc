import { readFileSync, writeFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { origin } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { payingInstitution } from "../support/institution.ts";
import { pdfText } from "../support/pdf-text.ts";

// The premium GPA report (issue 19): an evaluator issues it from History, the
// file prints the applicant's name in their own script (Chinese here), and anyone checks it
// on /verify/{code}: valid, a tampered copy, revoked, an unknown code.

async function shoot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  // Screenshots for review (not part of the assertions).
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function chooseFile(page: Page, bytes: Uint8Array) {
  await page
    .getByLabel("Report PDF")
    .setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: Buffer.from(bytes) });
}

describe("the GPA report and its verify page", () => {
  it("is issued from History, prints the name in any script, and is checked by anyone", async () => {
    const domain = `gpa-${Date.now()}.example`;
    const { admin, member } = await payingInstitution(domain);
    const saved = await member.request.post(`${baseUrl()}/api/v1/calculations`, {
      headers: origin(),
      data: {
        country: "CN",
        title: "Li Ming",
        applicant: { name: "Li Ming 李明", id: "APP-77", institution: "Peking University" },
        courses: [
          { name: "Mathematics", grade: "88", credits: 4, year: 2023 },
          { name: "Physics", grade: "76", credits: 4, year: 2023 },
        ],
      },
    });
    expect(saved.status()).toBe(201);

    await member.goto(`${baseUrl()}/history`);
    await member.getByRole("button", { name: /^GPA reports of Li Ming/ }).click();
    const dialog = member.getByRole("dialog", { name: "GPA reports" });
    await dialog.getByText("No report has been issued from this calculation yet.").waitFor();
    await dialog.getByLabel("Date of birth (optional)").fill("2004-07-19");
    await expectNoAxeViolations(member);
    const download = member.waitForEvent("download");
    await dialog.getByRole("button", { name: "Issue GPA report" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^GPA-\d{4}-\d{6}\.pdf$/);
    const bytes = new Uint8Array(readFileSync((await file.path()) as string));
    if (process.env.SHOTS_DIR) writeFileSync(`${process.env.SHOTS_DIR}/gpa-report.pdf`, bytes);
    const text = await pdfText(bytes);
    for (const expected of ["李明", "Li Ming", "APP-77", "2004-07-19", "Peking University", "Mathematics", "Physics"]) {
      expect(text).toContain(expected);
    }
    const code = /GA-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(text)?.[0] as string;
    expect(code).toBeTruthy();
    await dialog.getByText(code).waitFor();
    await shoot(member, "gpa-reports-dialog");

    // Anyone with the code: a guest's browser.
    const guest = await newPage();
    const verify = await guest.goto(`${baseUrl()}/verify/${code}`);
    expect(verify?.status()).toBe(200);
    await guest.getByRole("heading", { name: "Valid: issued as described below" }).waitFor();
    await guest.getByText(domain, { exact: true }).waitFor();
    await guest.getByText("L. M. 李.", { exact: true }).waitFor();
    expect(await guest.content()).not.toContain("2004-07-19");
    await chooseFile(guest, bytes);
    await guest.getByText("This file is the report as issued: not a byte was changed.").waitFor();
    await expectNoAxeViolations(guest);
    await shoot(guest, "verify-valid");

    const tampered = new Uint8Array(bytes);
    tampered[tampered.length - 100] = (tampered[tampered.length - 100] as number) ^ 1;
    await chooseFile(guest, tampered);
    await guest.getByText(/This file is not the report as issued/).waitFor();
    await chooseFile(guest, new TextEncoder().encode("not a pdf at all"));
    await guest.getByText("This file is not a PDF. Choose the report's PDF.").waitFor();

    // The admin revokes it from the institution's History.
    await admin.goto(`${baseUrl()}/history?scope=team`);
    await admin.getByRole("button", { name: /^GPA reports of Li Ming/ }).click();
    const adminDialog = admin.getByRole("dialog", { name: "GPA reports" });
    await adminDialog.getByRole("button", { name: /^Revoke/ }).click();
    await adminDialog.getByLabel("Reason (shown on the verify page)").fill("Issued with the wrong transcript");
    await adminDialog.getByRole("button", { name: "Revoke report" }).click();
    await adminDialog.getByText(/Revoked .*: Issued with the wrong transcript/).waitFor();

    await guest.reload();
    await guest.getByRole("heading", { name: "Revoked: this report is no longer valid" }).waitFor();
    await guest.getByText(/Their reason: Issued with the wrong transcript/).waitFor();
    await expectNoAxeViolations(guest);
    await shoot(guest, "verify-revoked");

    // A code nobody issued: the 404 page, with the status to match.
    const unknown = await guest.goto(`${baseUrl()}/verify/GA-0000-0000-0000-0000`);
    expect(unknown?.status()).toBe(404);
    await guest.getByRole("heading", { name: "Page not found" }).waitFor();
  });
});
