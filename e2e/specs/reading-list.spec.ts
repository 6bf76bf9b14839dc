import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { OPERATOR_EMAIL } from "../support/global-setup.ts";
import { linkFromMail } from "../support/mailbox.ts";

const origin = () => ({ origin: baseUrl() });

async function apiSignIn(page: Page, email: string) {
  await page.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    headers: origin(),
    data: { email, password: "secret123", name: "", termsAccepted: true },
  });
  if (email === OPERATOR_EMAIL) await page.goto(await linkFromMail(OPERATOR_EMAIL, /Confirm your e-mail address/));
  const res = await page.request.post(`${baseUrl()}/api/auth/sign-in/email`, {
    headers: origin(),
    data: { email, password: "secret123", termsAccepted: true },
  });
  expect(res.status()).toBe(200);
}

describe("the reading list", () => {
  it("a subscriber saves a country page, marks it read and removes it", async () => {
    const email = `reader-${Date.now()}@e2e.example`;
    const reader = await newPage();
    await apiSignIn(reader, email);

    // An operator grants a plan by hand (no Stripe keys here).
    const operator = await newPage();
    await apiSignIn(operator, OPERATOR_EMAIL);
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
    await apiSignIn(page, `plain-${Date.now()}@e2e.example`);
    await page.goto(`${baseUrl()}/reading-list`);
    await page.getByRole("alertdialog", { name: "Premium Feature" }).waitFor();
  });
});
