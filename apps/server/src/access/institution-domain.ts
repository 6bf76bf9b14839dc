import { escapeLike } from "../db/like-pattern.ts";

// Institution access and teams go by e-mail domain (docs/requirements.md §6). A domain that
// anyone can get a mailbox on is not an institution: an admin at gmail.com
// must not give premium to, or see, every Gmail user.
const sharedMailDomains = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "web.de",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "yandex.ru",
  "mail.ru",
  "qq.com",
  "163.com",
  "126.com",
  "naver.com",
  "rediffmail.com",
]);

/** The institution domain of an address (lower case), or null for a shared mail provider. */
export function institutionDomain(email: string): string | null {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  if (!domain.includes(".") || sharedMailDomains.has(domain)) return null;
  return domain;
}

/** A LIKE pattern matching addresses on the domain (with LIKE's wildcards escaped). */
export const onDomain = (domain: string) => `%@${escapeLike(domain)}`;
