import { describe, expect, it } from "vitest";
import { adminUserUrl, origin, signInByApi } from "../support/accounts.ts";
import { baseUrl, expectNoAxeViolations, newPage } from "../support/app.ts";
import { OPERATOR_EMAIL } from "../support/global-setup.ts";

// An institution's own scales (issue 18): its admin writes a partner's table
// in the editor (bands from CSV), watches the live preview and saves; an
// evaluator of the same institution reads the list but cannot change it.
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
  }, 180_000); // three accounts signed up and confirmed by e-mail first
});
