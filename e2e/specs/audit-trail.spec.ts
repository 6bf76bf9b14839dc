import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { origin } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations } from "../support/app.ts";
import { payingInstitution } from "../support/institution.ts";

describe("the audit trail and the institution's history (institution admins)", () => {
  it("shows who saved what, filters by member, exports CSV, and lists the member's calculation in History", async () => {
    const domain = `audit-${Date.now()}.example`;
    const { admin, member } = await payingInstitution(domain);
    const saved = await member.request.post(`${baseUrl()}/api/v1/calculations`, {
      headers: origin(),
      data: { country: "IN", title: "Amara Okafor", courses: [{ grade: "72", credits: 4 }] },
    });
    expect(saved.status()).toBe(201);
    // Something by someone else, so filtering has something to leave out.
    expect(
      (
        await admin.request.patch(`${baseUrl()}/api/v1/team`, { headers: origin(), data: { name: "Audit College" } })
      ).status(),
    ).toBe(204);

    await admin.goto(`${baseUrl()}/my-team/audit`);
    const events = admin.getByRole("region", { name: "Audit events" });
    await events.getByRole("row", { name: /head@.*renamed the institution/ }).waitFor();
    await events.getByRole("row", { name: new RegExp(`ana@${domain}.*saved a calculation.*Amara Okafor`) }).waitFor();

    await admin.getByLabel("Member").selectOption({ label: `ana@${domain}` });
    await admin.waitForURL(/[?&]member=[0-9a-f-]{36}/);
    await expect.poll(() => events.getByRole("row").count()).toBe(2); // header + ana's one event
    await events.getByRole("row", { name: /saved a calculation/ }).waitFor();
    // The filters live in the address: a reload keeps them.
    await admin.reload();
    await events.getByRole("row", { name: /Amara Okafor/ }).waitFor();
    expect(await admin.getByLabel("Member").inputValue()).toMatch(/^[0-9a-f-]{36}$/);
    await expectNoAxeViolations(admin);

    const download = admin.waitForEvent("download");
    await admin.getByRole("button", { name: "Export CSV (filtered)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^gradeatlas-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await file.path()) as string, "utf8").split("\r\n");
    expect(lines[0]).toBe("Time,Actor e-mail,Action,Subject,Details");
    expect(lines[1]).toMatch(
      new RegExp(`^\\d{4}-.*Z,ana@${domain.replace(/\./g, "\\.")},saved a calculation,Amara Okafor,`),
    );
    expect(lines.slice(2)).toEqual([""]);

    // The same calculation in History, in the whole institution's view.
    await admin.goto(`${baseUrl()}/history`);
    // The radio buttons are drawn as a switch: the visible label is what a user clicks.
    await admin.getByText("Whole institution", { exact: true }).click();
    await admin.waitForURL(/scope=team/);
    // The address changes first; the switch follows on the next render.
    await expect.poll(() => admin.getByRole("radio", { name: "Whole institution" }).isChecked()).toBe(true);
    const team = admin.getByRole("region", { name: "Institution's saved calculations" });
    await team.getByRole("row", { name: /Amara Okafor/ }).waitFor();
    await team.getByRole("cell", { name: `ana@${domain}` }).waitFor();
    await admin.getByLabel("Evaluator").selectOption({ label: `ana@${domain}` });
    await admin.waitForURL(/evaluator=[0-9a-f-]{36}/);
    await team.getByRole("row", { name: /Amara Okafor/ }).waitFor();
    await expectNoAxeViolations(admin);
    // Back to one's own: the institution's filters leave the address with it.
    await admin.getByText("Mine", { exact: true }).click();
    await expect.poll(() => new URL(admin.url()).search).toBe("");
    await admin.getByText(/Nothing saved yet/).waitFor(); // the admin saved nothing of their own
    await admin.getByText("Whole institution", { exact: true }).click();
    await team.getByRole("row", { name: /Amara Okafor/ }).waitFor();

    // A colleague's calculation opens read-only, with no Delete offered.
    expect(await team.getByRole("button", { name: /^Delete/ }).count()).toBe(0);
    await team.getByRole("link", { name: /^View Amara Okafor/ }).click();
    await admin.waitForURL(/\/calculator$/);
    await admin.getByRole("region", { name: "Read-only calculation" }).getByText(`saved by ana@${domain}`).waitFor();
    await expect.poll(() => admin.getByLabel("Grade, course 1").inputValue()).toBe("72");
    expect(await admin.getByLabel("Grade, course 1").isDisabled()).toBe(true);
    await admin.getByRole("button", { name: "Edit a copy" }).click();
    expect(await admin.getByLabel("Grade, course 1").isDisabled()).toBe(false);
  }, 150_000); // four accounts, two pages and a download: slow when the shared machine is busy

  it("is for the institution's admins: a member is sent away from the page and refused by the API", async () => {
    const domain = `audit-member-${Date.now()}.example`;
    const { member } = await payingInstitution(domain);
    await member.goto(`${baseUrl()}/my-team/audit`);
    await member.waitForURL(`${baseUrl()}/`);
    expect((await member.request.get(`${baseUrl()}/api/v1/audit`)).status()).toBe(403);
  });
});
