import type { Page } from "playwright-core";
import { expect } from "vitest";
import { adminUserUrl, origin, signInByApi } from "./accounts.ts";
import { baseUrl, newPage } from "./app.ts";
import { OPERATOR_EMAIL } from "./global-setup.ts";

/** An institution on an approved domain whose admin pays (granted by hand), with one member: their pages, signed in. */
export async function institution(domain: string): Promise<{ admin: Page; member: Page }> {
  const admin = await newPage();
  await signInByApi(admin, `head@${domain}`, { verify: true });
  const member = await newPage();
  await signInByApi(member, `ana@${domain}`, { verify: true });
  const operator = await newPage();
  await signInByApi(operator, OPERATOR_EMAIL);
  const base = await adminUserUrl(operator, `head@${domain}`);
  expect((await operator.request.put(`${base}/role`, { headers: origin(), data: { role: "admin" } })).status()).toBe(
    200,
  );
  expect((await operator.request.post(`${base}/subscription`, { headers: origin() })).status()).toBe(201);
  const approved = await operator.request.post(`${baseUrl()}/api/v1/admin/domains`, {
    headers: origin(),
    data: { domain },
  });
  expect(approved.status()).toBe(201);
  return { admin, member };
}
