import { describe, expect, it } from "vitest";
import { adminUserUrl, origin, signInByApi } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { fillRow } from "../support/calculator.ts";
import { OPERATOR_EMAIL } from "../support/global-setup.ts";
import { linkFromMail } from "../support/mailbox.ts";

// Issue 18's journey end to end: an admin invites a colleague, who accepts,
// converts under the institution's house rules and saves; the admin then sees
// it in the audit trail and in the institution's insights.

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("an institution from invitation to insights", () => {
  it("invite → accept → convert under house rules → the admin sees it in the audit trail and insights", {
    timeout: 240_000,
  }, async () => {
    const stamp = Date.now();
    const dean = `dean@journey-${stamp}.example`;
    const evaluator = `evaluator-${stamp}@elsewhere.example`;
    const name = `Journey College ${stamp}`;

    // The dean is made an admin with a plan (no Stripe keys here: granted by hand) and founds the institution.
    const admin = await newPage();
    await signInByApi(admin, dean, { verify: true });
    const operator = await newPage();
    await signInByApi(operator, OPERATOR_EMAIL);
    const deanUrl = await adminUserUrl(operator, dean);
    expect(
      (await operator.request.put(`${deanUrl}/role`, { headers: origin(), data: { role: "admin" } })).status(),
    ).toBe(200);
    expect((await operator.request.post(`${deanUrl}/subscription`, { headers: origin() })).status()).toBe(201);
    expect((await admin.request.post(`${baseUrl()}/api/v1/team`, { headers: origin(), data: { name } })).status()).toBe(
      201,
    );

    // House rules: only the latest attempt of a repeated course counts.
    const rules = await admin.request.put(`${baseUrl()}/api/v1/house-rules`, {
      headers: origin(),
      data: { rules: { repeatPolicy: "latest-attempt" } },
    });
    expect(rules.status()).toBe(200);

    // The admin invites the colleague from My Team.
    await admin.goto(`${baseUrl()}/my-team`);
    await admin.getByLabel("E-mail address").fill(evaluator);
    await admin.getByLabel("Role", { exact: true }).selectOption("evaluator");
    await admin.getByRole("button", { name: "Send invitation" }).click();
    await admin
      .getByRole("region", { name: "Open invitations" })
      .getByRole("row", { name: new RegExp(literal(evaluator)) })
      .waitFor();

    if (process.env.SHOTS_DIR) {
      // Screenshots for review (not part of the assertions).
      await admin.screenshot({ path: `${process.env.SHOTS_DIR}/my-team-1280.png`, fullPage: true });
      await admin.setViewportSize({ width: 390, height: 844 });
      await admin.screenshot({ path: `${process.env.SHOTS_DIR}/my-team-390.png`, fullPage: true });
      await admin.setViewportSize({ width: 1280, height: 800 });
    }

    // The colleague has an account with that address, opens the link and accepts.
    const member = await newPage();
    await signInByApi(member, evaluator);
    await member.goto(
      await linkFromMail(evaluator, /Join [\s\S]+? on\s+GradeAtlas/, 15_000, { path: "/join-institution?token=" }),
    );
    await member.getByRole("button", { name: "Accept invitation" }).click();
    await member.getByRole("heading", { name: `Welcome to ${name}`, level: 1 }).waitFor();

    // They convert a transcript with a failed-then-passed course: the house rule is applied and labelled.
    await member.goto(`${baseUrl()}/calculator?country=IN`);
    await fillRow(member, 1, { name: "Physics", grade: "30", credits: "4", year: "2022" });
    await fillRow(member, 2, { name: "Physics", grade: "75", credits: "4", year: "2023" });
    const applied = member.getByTestId("house-rules-applied");
    await applied.getByText("House rule: latest attempt only (published default: all attempts)").waitFor();
    await member.getByLabel("Applicant name (optional)").fill("Priya S.");
    await member.getByRole("button", { name: "Save calculation" }).click();
    await member.getByText("Calculation saved.").waitFor();

    // The admin sees the join and the save in the audit trail.
    await admin.goto(`${baseUrl()}/my-team/audit`);
    const events = admin.getByRole("region", { name: "Audit events" });
    await events.getByRole("row", { name: new RegExp(`${literal(evaluator)}.*joined`) }).waitFor();
    await events
      .getByRole("row", { name: new RegExp(`${literal(evaluator)}.*saved a calculation.*Priya S\\.`) })
      .waitFor();
    await events.getByRole("row", { name: new RegExp(`${literal(dean)}.*changed the house rules`) }).waitFor();
    await expectNoAxeViolations(admin);

    // And in the institution's insights: one conversion, by the colleague, with a repeated course.
    await admin.goto(`${baseUrl()}/dashboard`);
    const insights = admin.getByRole("region", { name: "Institution insights" });
    await insights.getByText(/^1 calculation from/).waitFor();
    const perEvaluator = insights.getByRole("region", { name: "Conversions per evaluator" });
    await perEvaluator.getByRole("button", { name: /^Show table/ }).click();
    await perEvaluator.getByRole("row", { name: new RegExp(`${literal(evaluator)}.*1`) }).waitFor();
    const flags = insights.getByRole("region", { name: "Failed and repeated courses" });
    await flags.getByText("100.0%", { exact: true }).first().waitFor();
    await expectNoAxeViolations(admin);
  });
});
