import { describe, it } from "vitest";
import { signInAsSubscriber, signInByApi } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";

describe("the reading list", () => {
  it("a subscriber saves a country page, marks it read and removes it", async () => {
    const email = `reader-${Date.now()}@e2e.example`;
    const reader = await newPage();
    // An operator grants a plan by hand (no Stripe keys here).
    await signInAsSubscriber(reader, await newPage(), email);

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
