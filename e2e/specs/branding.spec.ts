import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations } from "../support/app.ts";
import { payingInstitution } from "../support/institution.ts";

// Report branding (issues 18 + 19): an institution's admin sets the office's
// address and logo, with a preview; a script in an SVG is refused with the
// server's reason on the page; an evaluator sets their own title and signature.

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="90" viewBox="0 0 300 90">
  <rect width="300" height="90" rx="10" fill="#1e3a8a"/><circle cx="45" cy="45" r="28" fill="#fbbf24"/>
  <path d="M95 65 L125 25 L155 65 Z M170 25 h100 v12 h-100 Z M170 53 h70 v12 h-70 Z" fill="#fff"/></svg>`;
const SCRIPTED = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`;
const SIGNATURE = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60"><path d="M5 45 C40 5, 60 60, 90 30 S140 10, 160 40 S210 50, 235 20" fill="none" stroke="#0f172a" stroke-width="3"/></svg>`;

const svgFile = (name: string, text: string) => ({ name, mimeType: "image/svg+xml", buffer: Buffer.from(text) });

/** Screenshots for review when SHOTS_DIR is set (not part of the assertions). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

describe("report branding", () => {
  it("an admin sets the address and a logo with a preview; an evaluator sets a title and signature", {
    timeout: 180_000,
  }, async () => {
    const domain = `brand-${Date.now()}.example`;
    const { admin, member } = await payingInstitution(domain);

    // The admin reaches the page from My Team.
    await admin.goto(`${baseUrl()}/my-team`);
    await admin.getByRole("link", { name: /Report branding/ }).click();
    await admin.getByRole("heading", { name: "Report branding", level: 1 }).waitFor();
    await admin.getByText("The GPA report uses what you set here", { exact: false }).waitFor();
    await admin.getByLabel("Office name").fill("Office of International Admissions");
    await admin.getByLabel("Postal address").fill("12 Main Street\nSpringfield, IL 62701\nUnited States");
    await admin.getByRole("radio", { name: /US Letter/ }).check();
    await admin.getByRole("button", { name: "Save office details" }).click();
    await admin.getByText("Saved.", { exact: true }).waitFor();

    // A script in an SVG is refused, and the page says what was found.
    const logoInput = admin.getByLabel("Upload a logo");
    await logoInput.setInputFiles(svgFile("logo.svg", SCRIPTED));
    await admin.getByRole("alert").getByText("This SVG contains a <script> element", { exact: false }).waitFor();
    await logoInput.setInputFiles(svgFile("logo.svg", LOGO));
    await admin.getByText("Logo uploaded.").waitFor();
    const preview = admin.getByRole("img", { name: "Logo preview" });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await admin.getByText("SVG, 300 × 90 px", { exact: false }).waitFor();
    await expectNoAxeViolations(admin);
    await shot(admin, "branding-admin-1280");
    await admin.setViewportSize({ width: 390, height: 844 });
    await shot(admin, "branding-admin-390");

    // My Team's header shows the logo.
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.goto(`${baseUrl()}/my-team`);
    await admin.getByRole("img", { name: /logo$/ }).waitFor();
    await shot(admin, "my-team-logo-1280");

    // The evaluator: the office's part read-only, their own title and signature editable.
    await member.goto(`${baseUrl()}/my-team/branding`);
    await member.getByText("Only your institution's admins change the office details", { exact: false }).waitFor();
    await member.getByText("Office of International Admissions").waitFor();
    expect(await member.getByRole("button", { name: "Save office details" }).count()).toBe(0);
    expect(await member.getByLabel("Upload a logo").count()).toBe(0);
    await member.getByLabel("Your title").fill("Senior Evaluator");
    await member.getByRole("button", { name: "Save title" }).click();
    await member.getByText("Saved.", { exact: true }).waitFor();
    await member.getByLabel("Upload a signature").setInputFiles(svgFile("signature.svg", SIGNATURE));
    await member.getByText("Signature uploaded.").waitFor();
    await member.getByRole("img", { name: "Signature preview" }).waitFor();
    await member.reload();
    await expect.poll(() => member.getByLabel("Your title").inputValue()).toBe("Senior Evaluator");
    await member.getByRole("img", { name: "Signature preview" }).waitFor();
    await expectNoAxeViolations(member);
    await shot(member, "branding-evaluator-1280");
    await member.setViewportSize({ width: 390, height: 844 });
    await shot(member, "branding-evaluator-390");
  });
});
