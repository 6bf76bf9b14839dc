import { describe, expect, it } from "vitest";
import { signInByApi } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { OPERATOR_EMAIL } from "../support/global-setup.ts";

const origin = () => ({ origin: baseUrl() });

describe("the reading list", () => {
  it("a subscriber saves a country page, marks it read and removes it", async () => {
    const email = `reader-${Date.now()}@e2e.example`;
    const reader = await newPage();
    await signInByApi(reader, email);

    // An operator grants a plan by hand (no Stripe keys here).
    const operator = await newPage();
    await signInByApi(operator, OPERATOR_EMAIL);
    const users = await (await operator.request.get(`${baseUrl()}/api/v1/admin/users?q=${email}`)).json();
    const granted = await operator.request.post(`${baseUrl()}/api/v1/admin/users/${users.users[0].id}/subscription`, {
      headers: origin(),
    });
    expect(granted.status()).toBe(201);

    await reader.goto(`${baseUrl()}/global-education-systems/india`);
    await reader.getByRole("button", { name: "Save to reading list" }).click();
    await reader.getByRole("button", { name: "Saved · remove from reading list" }).waitFor();

    await reader.goto(`${baseUrl()}/reading-list`);
    const item = reader.getByRole("listitem").filter({ hasText: "India" });
    await item.waitFor();
    await expectNoAxeViolations(reader);
    await item.getByRole("button", { name: "Mark as read: India" }).click();
    await item.getByText(/· read$/).waitFor();
    await item.getByRole("button", { name: "Remove India" }).click();
    await reader.getByText("Nothing saved yet.", { exact: false }).waitFor();
  });

  it("a registered user without premium sees the upgrade prompt on /reading-list", async () => {
    const page = await newPage();
    await signInByApi(page, `plain-${Date.now()}@e2e.example`);
    await page.goto(`${baseUrl()}/reading-list`);
    await page.getByRole("alertdialog", { name: "Premium Feature" }).waitFor();
  });
});
