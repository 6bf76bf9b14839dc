import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminUserUrl, origin, signInByApi } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { fillRow } from "../support/calculator.ts";
import { OPERATOR_EMAIL } from "../support/global-setup.ts";

const gpa = (page: Page) => page.getByTestId("gpa-overall").locator("span").first().textContent();

/** Screenshots for review when SHOTS_DIR is set (not part of the assertions). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

// An institution's own scales (issue 18): its admin writes a partner's table
// in the editor (bands from CSV), watches the live preview and saves; an
// evaluator of the same institution reads the list but cannot change it, then
// converts with it in the calculator, compares it with the published scales,
// saves, and reopens it (archived by then) with the same GPA.
describe("an institution's own scales", () => {
  it("an admin imports a partner's bands from CSV, sees the preview, saves; a member reads the list", async () => {
    const domain = `partner-${Date.now()}.example`;
    const operator = await newPage();
    await signInByApi(operator, OPERATOR_EMAIL);
    const admin = await newPage();
    await signInByApi(admin, `head@${domain}`, { verify: true });
    const member = await newPage();
    await signInByApi(member, `eva@${domain}`, { verify: true });
    const approved = await operator.request.post(`${baseUrl()}/api/v1/admin/domains`, {
      headers: origin(),
      data: { domain },
    });
    expect(approved.status()).toBe(201);
    const head = await adminUserUrl(operator, `head@${domain}`);
    expect((await operator.request.put(`${head}/role`, { headers: origin(), data: { role: "admin" } })).status()).toBe(
      200,
    );

    await admin.goto(`${baseUrl()}/my-team/scales`);
    await admin.getByRole("heading", { name: "Your institution's scales" }).waitFor();
    await admin.getByText("No scales yet.", { exact: false }).waitFor();
    await expectNoAxeViolations(admin);

    await admin.getByRole("button", { name: "Add a scale" }).click();
    await admin.getByRole("heading", { name: "Add a scale" }).waitFor();
    await admin.getByLabel("Country").selectOption("DE");
    await admin.getByLabel("Name", { exact: true }).fill("Partner university marks");

    // A CSV with a faulty line is refused line by line, and nothing changes.
    await admin.getByText("Import bands from CSV").click();
    await admin.getByLabel("Paste CSV").fill("from,to,us\n90,100,A\n75,89,Q\n");
    await admin.getByRole("button", { name: "Import pasted CSV" }).click();
    await admin.getByText('Line 3: "Q" is not a US letter', { exact: false }).waitFor();
    await admin
      .getByLabel("Paste CSV")
      .fill("from,to,us,outcome\n90,100,A,graded\n75,89,B,graded\n50,74,C,\n0,49,F,\n");
    await admin.getByRole("button", { name: "Import pasted CSV" }).click();
    await admin.getByText("Imported 4 bands into the table.").waitFor();
    expect(await admin.getByLabel("Band 2 from").inputValue()).toBe("75");

    // The preview converts the suggested grades in the browser as the scale is typed.
    const preview = admin.getByRole("region", { name: "Live preview" });
    await preview.getByRole("row", { name: /^100 A 4\.00/ }).waitFor();
    await preview.getByLabel("Sample grades").fill("92, 80, 49");
    await preview.getByRole("row", { name: /^80 B 3\.00/ }).waitFor();
    await preview.getByRole("row", { name: /^49 F 0\.00/ }).waitFor();

    // A rule of the dataset broken in the editor shows beside its field, and the preview waits.
    await admin.getByLabel("Band 2 to").fill("91");
    await admin.getByText("Bands 75–91 and 90–100 overlap.").waitFor();
    await preview.getByText("The preview appears once the scale has no problems.").waitFor();
    await expectNoAxeViolations(admin);
    await admin.getByLabel("Band 2 to").fill("89");
    await preview.getByRole("row", { name: /^80 B 3\.00/ }).waitFor();

    await admin.getByRole("button", { name: "Save the scale" }).click();
    await admin.getByRole("heading", { name: "Your institution's scales" }).waitFor();
    const table = admin.getByRole("region", { name: "Your institution's scales" });
    await table.getByRole("row", { name: /Germany.*Partner university marks.*v1/ }).waitFor();
    // The "Saved" toast fades in and out: half-transparent text fails axe's contrast check while it animates.
    await expect.poll(() => admin.locator("[data-sonner-toast]").count(), { timeout: 15_000 }).toBe(0);
    await expectNoAxeViolations(admin);

    // An evaluator of the same institution reads it, without the admin's buttons.
    await member.goto(`${baseUrl()}/my-team/scales`);
    await member
      .getByRole("region", { name: "Your institution's scales" })
      .getByRole("row", { name: /Partner university marks.*v1/ })
      .waitFor();
    expect(await member.getByRole("button", { name: "Add a scale" }).count()).toBe(0);
    expect(await member.getByRole("button", { name: /^Edit / }).count()).toBe(0);
    const scales = await (await member.request.get(`${baseUrl()}/api/v1/custom-scales`)).json();
    const converted = await member.request.post(`${baseUrl()}/api/v1/convert/grade`, {
      headers: origin(),
      data: { country: "DE", scale: scales.scales[0].ref, grade: "80" },
    });
    expect((await converted.json()).usLetter).toBe("B");

    // The evaluator picks the scale in the calculator, beside Germany's published ones, and converts in the browser.
    const desktop = member;
    await desktop.goto(`${baseUrl()}/calculator?country=DE`);
    const picker = desktop.getByLabel("Grading scale");
    await picker.locator('optgroup[label="Your institution\'s scales"] option').first().waitFor({ state: "attached" });
    await picker.selectOption({ label: "Partner university marks" });
    await desktop
      .getByTestId("custom-scale-note")
      .getByText(/custom scale of .+, version 1$/)
      .waitFor();
    await fillRow(desktop, 1, { name: "Statistics", grade: "92", credits: "6" });
    await fillRow(desktop, 2, { name: "Economics", grade: "80", credits: "6" });
    await expect.poll(() => gpa(desktop)).toBe("3.50");
    await desktop.getByText(/Partner university marks \(custom scale of .+, version 1\)/).waitFor(); // the result's "Scale"
    // Compare scales: the institution's scale beside the published ones, each with its GPA.
    const compare = desktop.getByRole("region", { name: "Compare scales" });
    await compare.getByText("and your institution's own scale", { exact: false }).waitFor();
    const ours = compare.getByRole("row", { name: /Partner university marks/ });
    expect(await ours.textContent()).toMatch(/Partner university marks\(in use\)custom scale of .+, version 13\.502/);
    expect(await compare.getByRole("row").count()).toBeGreaterThan(2);
    await expectNoAxeViolations(desktop);
    await shot(desktop, "calculator-custom-scale-1280");

    // A share link never carries a private scale: it opens with Germany's published default, and says so.
    await desktop.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await desktop.getByRole("button", { name: "Copy share link" }).click();
    await desktop.getByText("Your institution's scales are private", { exact: false }).waitFor();
    const link = await desktop.evaluate(() => navigator.clipboard.readText());
    const guest = await newPage();
    await guest.goto(link);
    await expect.poll(() => guest.getByLabel("Course, course 1").inputValue()).toBe("Statistics");
    expect(await guest.getByLabel("Grading scale").locator("option:checked").textContent()).not.toContain("Partner");
    expect(await guest.getByTestId("custom-scale-note").count()).toBe(0);

    // Saving sends the scale's ref; the server converts again with that version, and the GPA is the same.
    await desktop.getByRole("button", { name: "Save calculation" }).click();
    await desktop.getByText("Calculation saved", { exact: false }).first().waitFor();
    const list = await (await desktop.request.get(`${baseUrl()}/api/v1/calculations`)).json();
    const saved = list.calculations[0];
    expect(saved.gpa.toFixed(2)).toBe("3.50");
    expect(saved.scale.name).toBe("Partner university marks");

    // The admin archives the scale; the calculation still reopens with it, labelled archived, read-only in the list.
    expect(
      (
        await admin.request.delete(`${baseUrl()}/api/v1/custom-scales/${scales.scales[0].id}`, { headers: origin() })
      ).status(),
    ).toBe(204);
    const phone = await newPage({ width: 390, height: 844 });
    await signInByApi(phone, `eva@${domain}`);
    await phone.goto(`${baseUrl()}/calculator?open=${saved.id}`);
    await phone
      .getByTestId("custom-scale-note")
      .getByText(/custom scale of .+, version 1 \(archived\)$/)
      .waitFor();
    await expect.poll(() => gpa(phone)).toBe("3.50");
    expect(await phone.getByLabel("Course, course 2").inputValue()).toBe("Economics");
    expect(await phone.getByLabel("Grading scale").locator("option:checked").textContent()).toBe(
      "Partner university marks (archived, version 1)",
    );
    await expectNoAxeViolations(phone);
    await shot(phone, "calculator-custom-scale-390");
  }, 420_000); // three accounts signed up and confirmed by e-mail first
});
