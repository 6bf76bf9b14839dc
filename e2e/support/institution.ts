import type { Page } from "playwright-core";
import { makePayingInstitution, signInByApi } from "./accounts.ts";
import { newPage } from "./app.ts";
import { OPERATOR_EMAIL } from "./global-setup.ts";

/** An institution on an approved domain whose admin pays (granted by hand), with one member: their pages, signed in. */
export async function institution(domain: string): Promise<{ admin: Page; member: Page }> {
  const admin = await newPage();
  await signInByApi(admin, `head@${domain}`, { verify: true });
  const member = await newPage();
  await signInByApi(member, `ana@${domain}`, { verify: true });
  const operator = await newPage();
  await signInByApi(operator, OPERATOR_EMAIL);
  await makePayingInstitution(operator, domain);
  return { admin, member };
}
