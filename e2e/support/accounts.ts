import type { Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl } from "./app.ts";
import { OPERATOR_EMAIL } from "./global-setup.ts";
import { linkFromMail } from "./mailbox.ts";

/** The Origin header Better Auth and the API expect on a state-changing request. */
export const origin = () => ({ origin: baseUrl() });

/**
 * Signs the page's context in through the API (the modal has its own specs):
 * signs up first when needed; the address is confirmed from its e-mail when
 * asked (always for the operator, who counts only once verified).
 */
export async function signInByApi(page: Page, email: string, { verify = false } = {}): Promise<void> {
  await page.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    headers: origin(),
    data: { email, password: "secret123", name: "", termsAccepted: true },
  });
  if (verify || email === OPERATOR_EMAIL) await page.goto(await linkFromMail(email, /Confirm your e-mail address/));
  const res = await page.request.post(`${baseUrl()}/api/auth/sign-in/email`, {
    headers: origin(),
    data: { email, password: "secret123", termsAccepted: true },
  });
  expect(res.status()).toBe(200);
}

/** Signs in as `email` with a plan granted by hand by the operator (no Stripe keys in tests). */
export async function signInAsSubscriber(page: Page, operator: Page, email: string): Promise<void> {
  await signInByApi(page, email);
  await signInByApi(operator, OPERATOR_EMAIL);
  const granted = await operator.request.post(`${await adminUserUrl(operator, email)}/subscription`, {
    headers: origin(),
  });
  expect(granted.status()).toBe(201);
}

/** /api/v1/admin/users/{id} of the user with this address, looked up by the signed-in operator. */
export async function adminUserUrl(operator: Page, email: string): Promise<string> {
  const found = await (await operator.request.get(`${baseUrl()}/api/v1/admin/users?q=${email}`)).json();
  return `${baseUrl()}/api/v1/admin/users/${found.users[0].id}`;
}

/**
 * Makes head@`domain` (already signed up) an admin with a plan granted by
 * the signed-in operator, and approves the domain: an institution that pays,
 * whose verified people on the domain are its members.
 */
export async function makePayingInstitution(operator: Page, domain: string): Promise<void> {
  const head = await adminUserUrl(operator, `head@${domain}`);
  expect((await operator.request.put(`${head}/role`, { headers: origin(), data: { role: "admin" } })).status()).toBe(
    200,
  );
  expect((await operator.request.post(`${head}/subscription`, { headers: origin() })).status()).toBe(201);
  const approved = await operator.request.post(`${baseUrl()}/api/v1/admin/domains`, {
    headers: origin(),
    data: { domain },
  });
  expect(approved.status()).toBe(201);
}
