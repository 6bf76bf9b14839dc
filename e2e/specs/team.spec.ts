import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminUserUrl, origin, signInByApi } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { chooseCountry, fillRow } from "../support/calculator.ts";
import { OPERATOR_EMAIL } from "../support/global-setup.ts";
import { linkFromMail } from "../support/mailbox.ts";

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The operator gives `email` the admin role (and, when asked, a plan by hand: no Stripe keys here). */
async function makeAdmin(operator: Page, email: string, { plan = false } = {}) {
  await signInByApi(operator, OPERATOR_EMAIL);
  const user = await adminUserUrl(operator, email);
  expect((await operator.request.put(`${user}/role`, { headers: origin(), data: { role: "admin" } })).status()).toBe(
    200,
  );
  if (plan) expect((await operator.request.post(`${user}/subscription`, { headers: origin() })).status()).toBe(201);
}

/** The link in the newest invitation e-mail to `to` (skipping `unlike`, a link sent before). */
const invitationLink = (to: string, unlike?: string) =>
  linkFromMail(to, /Join [\s\S]+? on\s+GradeAtlas/, 15_000, { path: "/join-institution?token=", unlike });

/** Toasts fade in and out: half-transparent text fails axe's contrast check while they animate. */
async function whenToastsHaveGone(page: Page) {
  await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 15_000 }).toBe(0);
}

describe("My Team (institution admins)", () => {
  it("an operator approves a domain as a new institution and another for it; its people appear in My Team", async () => {
    const domain = `college-${Date.now()}.example`;
    const admin = await newPage();
    await signInByApi(admin, `head@${domain}`, { verify: true });
    const member = await newPage();
    await signInByApi(member, `ana@${domain}`, { verify: true });
    const operator = await newPage();
    await makeAdmin(operator, `head@${domain}`, { plan: true });

    // Until an operator approves the domain, nobody on it joins; the admin may found an institution instead.
    await admin.goto(`${baseUrl()}/my-team`);
    await admin
      .getByText(`${domain} has not been approved as your institution's domain yet.`, { exact: false })
      .waitFor();
    await admin.getByRole("heading", { name: "Create your institution" }).waitFor();
    expect((await (await member.request.get(`${baseUrl()}/api/me`)).json()).institution).toBeNull();

    // The operator approves it on the admin page, as a new institution (the default).
    await operator.goto(`${baseUrl()}/sys-admin`);
    await operator.getByRole("tab", { name: "Institution domains" }).click();
    await operator.getByLabel("Domain to approve").fill("gmail.com");
    await operator.getByRole("button", { name: "Approve domain" }).click();
    await operator
      .getByText(
        "gmail.com is a shared mail provider's domain: anyone can have an address there, so it cannot be an institution's.",
      )
      .waitFor();
    await operator.getByLabel("Domain to approve").fill(domain.toUpperCase());
    await operator.getByRole("button", { name: "Approve domain" }).click();
    const approved = operator.getByRole("region", { name: "Approved domains" });
    const row = approved.getByRole("row", { name: new RegExp(`^${literal(domain)}`) });
    await row.waitFor();
    const institutionName = (await row.getByRole("cell").nth(1).textContent()) ?? "";
    expect(institutionName).not.toBe("");

    // A second domain, for the same institution, chosen from the list.
    await operator.getByLabel("Domain to approve").fill(`staff.${domain}`);
    await operator.getByLabel("For institution").selectOption({ label: institutionName });
    await operator.getByRole("button", { name: "Approve domain" }).click();
    await approved
      .getByRole("row", { name: new RegExp(`^staff\\.${literal(domain)}.*${literal(institutionName)}`) })
      .waitFor();
    await whenToastsHaveGone(operator);
    await expectNoAxeViolations(operator);

    await admin.goto(`${baseUrl()}/my-team`);
    await admin.getByRole("heading", { name: institutionName, level: 2 }).waitFor();
    await admin.getByText(`@${domain}`, { exact: true }).waitFor();
    await admin.getByText(`@staff.${domain}`, { exact: true }).waitFor();
    await admin.getByText("one of its admins pays, so every member has premium.", { exact: false }).waitFor();
    const table = admin.getByRole("region", { name: "Team members" });
    await table
      .getByRole("row", { name: new RegExp(`ana@${literal(domain)}.*Institution access.*by e-mail domain`) })
      .waitFor();
    await table.getByRole("row", { name: /head@.*\(you\).*Personal plan/ }).waitFor();
    expect((await (await member.request.get(`${baseUrl()}/api/me`)).json()).institution).toMatchObject({
      name: institutionName,
      role: "evaluator",
    });
    await expectNoAxeViolations(admin);

    // Handing admin over closes My Team to the former admin: they land in the calculator, told why.
    await table.getByRole("button", { name: `Hand admin over to ana@${domain}` }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Hand admin over" }).click();
    await admin.waitForURL(/\/calculator$/);
    await admin
      .getByRole("status")
      .getByText(`You handed admin over to ana@${domain}. You are now an evaluator`, { exact: false })
      .waitFor();
    expect((await (await admin.request.get(`${baseUrl()}/api/me`)).json()).institution.role).toBe("evaluator");
    await whenToastsHaveGone(admin);
    await expectNoAxeViolations(admin);
  });

  it("an admin founds an institution and invites a colleague, who signs up from the link, joins and saves; made a viewer they cannot save, and they leave", {
    timeout: 120_000,
  }, async () => {
    const stamp = Date.now();
    const dean = `dean@northfield-${stamp}.example`;
    const invitee = `new.hire-${stamp}@elsewhere.example`;
    const name = `Northfield Admissions ${stamp}`;
    const admin = await newPage();
    await signInByApi(admin, dean, { verify: true });
    await makeAdmin(await newPage(), dean);

    // No institution yet: the reason, and the form to found one.
    await admin.goto(`${baseUrl()}/my-team`);
    await admin.getByRole("heading", { name: "Create your institution" }).waitFor();
    await expectNoAxeViolations(admin);
    await admin.getByLabel("Institution name").fill(name);
    await admin.getByRole("button", { name: "Create institution" }).click();
    await admin.getByRole("heading", { name, level: 2 }).waitFor();
    await admin.getByText("No domain is approved for your institution", { exact: false }).waitFor();

    // Invite by e-mail, as an evaluator; the role's meaning is spelled out.
    await admin.getByLabel("E-mail address").fill(invitee);
    await admin.getByLabel("Role", { exact: true }).selectOption("evaluator");
    await admin.getByText("Converts transcripts and saves calculations", { exact: false }).waitFor();
    await admin.getByRole("button", { name: "Send invitation" }).click();
    const invitations = admin.getByRole("region", { name: "Open invitations" });
    await invitations
      .getByRole("row", { name: new RegExp(`${literal(invitee)}.*Evaluator.*${literal(dean)}`) })
      .waitFor();

    // The invitee opens the link from the e-mail, signed out: who invites, to what, until when.
    const link = await invitationLink(invitee);
    const guest = await newPage();
    await guest.goto(link);
    await guest.getByRole("heading", { name: `Join ${name}`, level: 1 }).waitFor();
    await guest.getByText(`${dean} invites you to join ${name} as an evaluator.`).waitFor();
    await expectNoAxeViolations(guest);

    // Creates an account with the invited address in the modal, signs in, and is back on the invitation.
    await guest.getByRole("button", { name: "Create an account" }).click();
    const dialog = guest.getByRole("dialog");
    await dialog.getByLabel("Email").fill(invitee);
    await dialog.getByLabel("Password").fill("secret123");
    await dialog.getByLabel(/I accept the/).check();
    await dialog.getByRole("button", { name: "Create your account" }).click();
    await dialog.getByRole("heading", { name: "Sign in" }).waitFor();
    await dialog.getByLabel("Password").fill("secret123");
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    await guest.getByRole("button", { name: "Accept invitation" }).click();
    await guest.getByRole("heading", { name: `Welcome to ${name}`, level: 1 }).waitFor();
    await guest.getByText(`You joined ${name} as an evaluator.`, { exact: false }).waitFor();
    expect(new URL(guest.url()).search).toBe(""); // the used token left the address bar
    const me = await (await guest.request.get(`${baseUrl()}/api/me`)).json();
    expect(me.institution).toMatchObject({ name, role: "evaluator" });
    expect(me.user.emailVerified).toBe(true); // the link reached the mailbox
    await whenToastsHaveGone(guest);
    await expectNoAxeViolations(guest);

    // The new member converts a grade and saves it.
    await guest.getByRole("link", { name: "Open the calculator" }).click();
    await chooseCountry(guest, "india", "India");
    await fillRow(guest, 1, { grade: "72", credits: "4" });
    await guest.getByTestId("gpa-overall").waitFor();
    await guest.getByRole("button", { name: "Save calculation" }).click();
    await guest.getByText("Calculation saved.").waitFor();

    // The admin sees them in My Team, joined by invitation, with one saved calculation.
    await admin.reload();
    const members = admin.getByRole("region", { name: "Team members" });
    const newRow = members.getByRole("row", { name: new RegExp(`${literal(invitee)}.*by invitation`) });
    await newRow.waitFor();
    await expect.poll(() => newRow.getByRole("cell").nth(3).textContent()).toBe("1");
    expect(await invitations.count()).toBe(0); // the invitation was used
    await admin.getByText("No invitation is waiting for an answer.").waitFor();

    // Made a viewer, the member reads but can no longer save: the server's reason is shown.
    await newRow.getByLabel(`Role of ${invitee}`).selectOption("viewer");
    await admin.getByText(`${invitee} is now viewer.`).waitFor();
    await expect.poll(() => newRow.getByLabel(`Role of ${invitee}`).inputValue()).toBe("viewer");
    await guest.getByRole("button", { name: "Save calculation" }).click();
    await guest
      .getByText("Viewers read the team's history and insights but do not save calculations.", { exact: false })
      .first()
      .waitFor();
    await whenToastsHaveGone(admin);
    await expectNoAxeViolations(admin);

    // The member leaves from their account page, after confirming.
    await guest.goto(`${baseUrl()}/account`);
    const section = guest.getByRole("region", { name: "Institution" });
    await section.getByText("Viewer", { exact: true }).waitFor();
    await section.getByRole("button", { name: "Leave institution" }).click();
    await guest
      .getByRole("alertdialog", { name: `Leave ${name}?` })
      .getByRole("button", { name: "Leave institution" })
      .click();
    await guest.getByText(`You left ${name}.`).waitFor();
    await section.waitFor({ state: "detached" });
    expect((await (await guest.request.get(`${baseUrl()}/api/me`)).json()).institution).toBeNull();
  });

  it("a link sent again replaces the old one, a revoked or broken link says what to do, and the only admin cannot leave", async () => {
    const stamp = Date.now();
    const dean = `dean@westbrook-${stamp}.example`;
    const invited = `gone-${stamp}@elsewhere.example`;
    const admin = await newPage();
    await signInByApi(admin, dean, { verify: true });
    await makeAdmin(await newPage(), dean);
    const name = `Westbrook College ${stamp}`;
    expect((await admin.request.post(`${baseUrl()}/api/v1/team`, { headers: origin(), data: { name } })).status()).toBe(
      201,
    );
    const sent = await admin.request.post(`${baseUrl()}/api/v1/team/invitations`, {
      headers: origin(),
      data: { email: invited, role: "viewer" },
    });
    expect(sent.status()).toBe(201);
    const first = await invitationLink(invited);

    // Resend from My Team: a new link; the first one stops working.
    await admin.goto(`${baseUrl()}/my-team`);
    const invitations = admin.getByRole("region", { name: "Open invitations" });
    await invitations.getByRole("button", { name: `Resend the invitation to ${invited}` }).click();
    await admin.getByText(`A new link went to ${invited}`, { exact: false }).waitFor();
    const second = await invitationLink(invited, first);
    const visitor = await newPage({ width: 390, height: 844 });
    await visitor.goto(first);
    await visitor.getByRole("heading", { name: "This invitation link is not valid", level: 1 }).waitFor();
    await visitor.getByText("use the newest e-mail", { exact: false }).waitFor();
    await visitor.goto(second);
    await visitor.getByRole("heading", { name: `Join ${name}`, level: 1 }).waitFor();
    await visitor.getByText("Reads the institution's history and insights", { exact: false }).waitFor();

    // Revoke, confirmed in a dialog: the link now says it was withdrawn.
    await invitations.getByRole("button", { name: `Revoke the invitation to ${invited}` }).click();
    const confirm = admin.getByRole("alertdialog", { name: `Revoke the invitation to ${invited}?` });
    await confirm.getByRole("button", { name: "Revoke invitation" }).click();
    await admin.getByText("No invitation is waiting for an answer.").waitFor();
    await visitor.reload();
    await visitor.getByRole("heading", { name: "This invitation was withdrawn", level: 1 }).waitFor();
    await visitor.getByText(`ask ${dean} to invite you again`, { exact: false }).waitFor();
    await expectNoAxeViolations(visitor);

    // A link cut short, and the page without one.
    await visitor.goto(`${second.slice(0, -10)}`);
    await visitor.getByRole("heading", { name: "This invitation link is not complete", level: 1 }).waitFor();
    await visitor.goto(`${baseUrl()}/join-institution`);
    await visitor.getByRole("heading", { name: "This page needs the link from your invitation", level: 1 }).waitFor();
    expect((await visitor.request.get(`${baseUrl()}/join-institution`)).status()).toBe(200);

    // The only admin cannot leave: the dialog shows the server's reason.
    await admin.goto(`${baseUrl()}/account`);
    await admin.getByRole("region", { name: "Institution" }).getByRole("button", { name: "Leave institution" }).click();
    const leave = admin.getByRole("alertdialog", { name: `Leave ${name}?` });
    await leave.getByRole("button", { name: "Leave institution" }).click();
    await leave.getByText(`${dean} is the institution's only admin. Make another member admin first.`).waitFor();
  });
});
