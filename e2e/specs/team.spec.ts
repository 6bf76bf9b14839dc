import { describe, expect, it } from "vitest";
import { adminUserUrl, origin, signInByApi } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { OPERATOR_EMAIL } from "../support/global-setup.ts";

describe("My Team (institution admins)", () => {
  it("lists the members on the admin's domain, with the premium they get through the plan", async () => {
    const domain = `college-${Date.now()}.example`;
    const admin = await newPage();
    await signInByApi(admin, `head@${domain}`, { verify: true });
    const member = await newPage();
    await signInByApi(member, `ana@${domain}`, { verify: true });

    // An operator makes the head an admin and grants the plan by hand.
    const operator = await newPage();
    await signInByApi(operator, OPERATOR_EMAIL);
    const base = await adminUserUrl(operator, `head@${domain}`);
    expect((await operator.request.put(`${base}/role`, { headers: origin(), data: { role: "admin" } })).status()).toBe(
      200,
    );
    expect((await operator.request.post(`${base}/subscription`, { headers: origin() })).status()).toBe(201);

    // Until an operator approves the domain, the plan reaches nobody else.
    await admin.goto(`${baseUrl()}/my-team`);
    await admin
      .getByText(`${domain} has not been approved as your institution's domain yet.`, { exact: false })
      .waitFor();
    expect((await (await member.request.get(`${baseUrl()}/api/me`)).json()).premiumSource).toBe("none");

    // The operator approves it on the admin page.
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
    await operator
      .getByRole("region", { name: "Approved domains" })
      .getByRole("row", { name: new RegExp(domain) })
      .waitFor();
    // The confirmation toast fades in and out: half-transparent text fails axe's contrast check
    // for as long as the animation runs, so scan once it has gone.
    await expect.poll(() => operator.locator("[data-sonner-toast]").count(), { timeout: 15_000 }).toBe(0);
    await expectNoAxeViolations(operator);

    await admin.goto(`${baseUrl()}/my-team`);
    await admin.getByText(`@${domain}`, { exact: true }).waitFor();
    await admin.getByText("your plan is active: confirmed members have premium.").waitFor();
    const table = admin.getByRole("region", { name: "Team members" });
    await table
      .getByRole("row", { name: new RegExp(`ana@${domain.replace(/\./g, "\\.")}.*Institution access`) })
      .waitFor();
    await table.getByRole("row", { name: /head@.*Personal plan/ }).waitFor();
    await expectNoAxeViolations(admin);
  });
});
