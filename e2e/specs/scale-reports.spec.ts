import { describe, expect, it } from "vitest";
import { signInByApi } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { OPERATOR_EMAIL } from "../support/global-setup.ts";
import { mailText } from "../support/mailbox.ts";

// The review loop (issue 17): a guest reports a reading they think is wrong,
// an operator confirms it and replies, the reply reaches the guest by e-mail
// and the report's state shows in the operators' queue.
describe("reporting a problem with a scale", () => {
  it("goes from the calculator's form to the operators' queue, and the reply reaches the reporter", async () => {
    const reporter = "reporter@e2e.example";
    const comment = `E2E ${Date.now()}: WES reads a German 2.0 as B.`;
    const guest = await newPage();
    await guest.goto(`${baseUrl()}/calculator?country=DE&scale=de-university`);
    await guest
      .getByText(/^Last reviewed \d{4}-\d{2}-\d{2}\./)
      .first()
      .waitFor();
    await guest.getByRole("tab", { name: "Single grade" }).click();
    await guest.getByLabel("Local grade").fill("2.0");
    await guest.getByTestId("us-result").waitFor();
    await guest
      .getByRole("definition")
      .filter({ hasText: /^\d{4}-\d{2}-\d{2}$/ })
      .waitFor(); // Last reviewed
    await guest
      .getByRole("region", { name: "US equivalent" })
      .getByRole("button", { name: "Report a problem with this scale" })
      .click();

    const dialog = guest.getByRole("dialog", { name: "Report a problem with this scale" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Grade").inputValue()).toBe("2.0");
    await expectNoAxeViolations(guest);
    // Nothing is sent until the reading and the comment are given.
    await dialog.getByRole("button", { name: "Send report" }).click();
    await dialog.getByText("Enter the reading you expected (a US letter such as B+, or a few words)").waitFor();
    await dialog.getByLabel("Expected reading").fill("B");
    await dialog.getByLabel("What is wrong?").fill(comment);
    await dialog.getByLabel("E-mail for our reply (optional)").fill(reporter);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await dialog.getByText(/Your report is in our review queue/).waitFor();

    const operator = await newPage();
    await signInByApi(operator, OPERATOR_EMAIL);
    await operator.goto(`${baseUrl()}/sys-admin`);
    await operator.getByRole("tab", { name: "Scale reports" }).click();
    const card = operator.getByRole("article").filter({ hasText: comment });
    await card.waitFor();
    expect(await card.getByTestId("report-state").textContent()).toBe("New");
    await expectNoAxeViolations(operator);

    await card.getByLabel("State").selectOption("confirmed");
    await card.getByLabel("Reply to the reporter").fill("Confirmed against the WES table; the fix follows.");
    await card.getByRole("button", { name: "Save" }).click();
    await operator.getByText(`Saved; the reply was e-mailed to ${reporter}.`).waitFor();
    await expect.poll(() => card.getByTestId("report-state").textContent()).toBe("Confirmed");
    await card.getByText("Confirmed against the WES table; the fix follows.").waitFor();

    // The queue filtered by state shows it among the confirmed, not the new.
    await operator.getByLabel("State", { exact: true }).first().selectOption("confirmed");
    await operator.getByRole("article").filter({ hasText: comment }).waitFor();
    await operator.getByLabel("State", { exact: true }).first().selectOption("new");
    await expect.poll(() => operator.getByRole("article").filter({ hasText: comment }).count()).toBe(0);

    const mail = await mailText(reporter, /We checked your report and confirmed the problem/);
    expect(mail).toContain("We checked your report and confirmed the problem.");
    expect(mail).toContain("Confirmed against the WES table; the fix follows.");
  });

  it("is offered on the country page beside each scale's last-reviewed date", async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/global-education-systems/germany`);
    await page
      .getByText(/^Last reviewed \d{4}-\d{2}-\d{2}\./)
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Report a problem with this scale" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Report a problem with this scale" });
    await dialog.getByText(/\(Germany\)/).waitFor();
    await expectNoAxeViolations(page);
  });
});
