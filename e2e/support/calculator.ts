import type { Page } from "playwright-core";

/** Chooses a country in the calculator's combobox by typing, as a keyboard user would. */
export async function chooseCountry(page: Page, query: string, name: string) {
  const box = page.getByRole("combobox", { name: "Country" });
  await box.click();
  await box.fill(query);
  await page
    .getByRole("option", { name: new RegExp(`^${name}`) })
    .first()
    .waitFor();
  await box.press("Enter");
  await page.waitForFunction(
    (expected) => (document.querySelector('[role="combobox"]') as HTMLInputElement | null)?.value.startsWith(expected),
    name,
  );
}

export async function fillRow(
  page: Page,
  n: number,
  row: { name?: string; grade: string; credits: string; year?: string },
) {
  if (row.name) await page.getByLabel(`Course, course ${n}`).fill(row.name);
  await page.getByLabel(`Grade, course ${n}`).fill(row.grade);
  await page.getByLabel(`Credits, course ${n}`).fill(row.credits);
  if (row.year) await page.getByLabel(`Year, course ${n}`).fill(row.year);
}
