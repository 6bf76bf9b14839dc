import { describe, expect, it } from "vitest";
import { origin } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations } from "../support/app.ts";
import { payingInstitution } from "../support/institution.ts";

// The CRM sync pages on the real /api/v1/crm routes, without anything being
// sent (crm-sync.spec.ts follows deliveries): an admin adds a webhook (its
// signing secret shown once), a Slate feed (its token and URL) and a HubSpot
// connection, edits one keeping its stored token, pauses, makes a new feed
// token, reads and resyncs a sync log, retries, deletes; History shows a saved
// calculation's state to the admin and to the evaluator who saved it.
describe("CRM sync pages", () => {
  it("an admin adds a webhook and a Slate feed, edits, pauses, reads the log, deletes", {
    timeout: 300_000,
  }, async () => {
    const domain = `crmui-${Date.now()}.example`;
    const { admin, member } = await payingInstitution(domain);
    await admin.goto(`${baseUrl()}/my-team`);
    await admin.getByRole("link", { name: /^CRM sync/ }).click();
    await admin.getByText("No connection yet.", { exact: false }).waitFor();
    await expectNoAxeViolations(admin);

    await admin.getByRole("button", { name: "Add a connection" }).click();
    let dialog = admin.getByRole("dialog", { name: "Add a CRM connection" });
    await dialog.getByLabel("CRM", { exact: true }).selectOption("webhook");
    await dialog.getByLabel("Connection name").fill("Our webhook");
    await dialog.getByLabel("Endpoint URL").fill("https://hooks.example.edu/gpa");
    await dialog.getByRole("button", { name: "Add connection" }).click();
    await dialog.getByText("you will not see it again", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Copy Signing secret" }).waitFor();
    await expectNoAxeViolations(admin);
    await dialog.getByRole("button", { name: "Done" }).click();

    await admin.getByRole("button", { name: "Add a connection" }).click();
    dialog = admin.getByRole("dialog", { name: "Add a CRM connection" });
    await dialog.getByLabel("CRM", { exact: true }).selectOption("slate_feed");
    await dialog.getByLabel("Connection name").fill("Slate feed");
    await dialog.getByRole("button", { name: "Add connection" }).click();
    await dialog.getByRole("button", { name: "Copy Feed token" }).waitFor();
    await dialog.getByRole("button", { name: "Done" }).click();
    await admin.getByRole("button", { name: "Copy Feed URL for Slate's import" }).waitFor();

    await admin.getByRole("button", { name: "Add a connection" }).click();
    dialog = admin.getByRole("dialog", { name: "Add a CRM connection" });
    await dialog.getByLabel("CRM", { exact: true }).selectOption("hubspot");
    await dialog.getByLabel("Connection name").fill("HubSpot");
    await dialog.getByLabel("Service key or private app token").fill("pat-na1-00000000-0000");
    await dialog.getByRole("button", { name: "Add connection" }).click();
    await dialog.waitFor({ state: "detached" });

    // Edit: rename, stored secret kept.
    await admin.getByRole("button", { name: "Edit HubSpot" }).click();
    dialog = admin.getByRole("dialog", { name: "Edit HubSpot" });
    await dialog.getByText("Stored. Leave empty to keep it.", { exact: false }).waitFor();
    await dialog.getByLabel("Connection name").fill("HubSpot admissions");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await dialog.waitFor({ state: "detached" });
    await admin.getByRole("heading", { name: "HubSpot admissions" }).waitFor();

    await admin.getByRole("button", { name: "Pause HubSpot admissions" }).click();
    await admin.getByRole("button", { name: "Resume HubSpot admissions" }).waitFor();
    await admin.getByRole("button", { name: "New token Slate feed" }).click();
    await admin.getByText("Copy this now", { exact: false }).waitFor();

    const saved = await member.request.post(`${baseUrl()}/api/v1/calculations`, {
      headers: origin(),
      data: {
        country: "DE",
        title: "Lena Vogel",
        applicant: { name: "Lena Vogel", id: "APP-2001", email: "lena@applicant.example" },
        courses: [{ name: "Analysis I", grade: "1.7", credits: 8, year: 2023 }],
      },
    });
    expect(saved.status()).toBe(201);

    await admin.getByRole("link", { name: "Sync log Our webhook" }).click();
    await admin.getByRole("heading", { name: "Sync log: Our webhook" }).waitFor();
    await admin.getByRole("cell", { name: "A calculation is saved", exact: true }).waitFor();
    await admin.getByLabel("Resync every calculation saved since").fill("2020-01-01");
    await admin.getByRole("button", { name: "Resync all since this day" }).click();
    await admin
      .getByText(/queued again/)
      .first()
      .waitFor();
    await admin
      .getByRole("button", { name: /^Retry/ })
      .first()
      .click();
    await admin.getByText("Queued: it is tried again now.").waitFor();
    await admin.getByLabel("Dead letters only").check();
    await admin.getByText("No dead letters", { exact: false }).waitFor();
    await expectNoAxeViolations(admin);

    await admin.goto(`${baseUrl()}/history?scope=team`);
    await admin.getByRole("button", { name: /^CRM sync of Lena Vogel/ }).click();
    const sync = admin.getByRole("dialog", { name: "CRM sync" });
    await sync.getByText("Our webhook").waitFor();
    await sync
      .getByText(/^Waiting/)
      .first()
      .waitFor();
    await expectNoAxeViolations(admin);
    await admin.keyboard.press("Escape");

    await admin.goto(`${baseUrl()}/my-team/integrations`);
    await admin.getByRole("button", { name: "Delete Slate feed" }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Delete connection and sync log" }).click();
    await admin.getByRole("heading", { name: "Slate feed" }).waitFor({ state: "detached" });

    await member.goto(`${baseUrl()}/my-team/integrations`);
    await member.getByText("Only your institution's admin sets up CRM sync", { exact: false }).waitFor();
    await member.goto(`${baseUrl()}/history`);
    await member.getByRole("button", { name: /^CRM sync of Lena Vogel/ }).click();
    await member
      .getByRole("dialog", { name: "CRM sync" })
      .getByText(/^Waiting/)
      .first()
      .waitFor();
  });
});
