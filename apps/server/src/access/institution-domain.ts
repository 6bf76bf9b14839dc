import freeMailDomains from "free-email-domains";
import { escapeLike } from "../db/like-pattern.ts";

// Institution access and teams go by e-mail domain (docs/requirements.md §6).
// A domain that anyone can get a mailbox on is not an institution: an admin at
// gmail.com (or hotmail.co.uk) must not give premium to, or see, every user
// there. The list is free-email-domains, a maintained list of ~14,000
// providers; the big providers also run mail under country domains that a
// list may miss (gmail.co.uk), so their names count under any country suffix.
const sharedMailDomains = new Set<string>(freeMailDomains);
const sharedMailBrands = new Set([
  "gmail",
  "googlemail",
  "outlook",
  "hotmail",
  "live",
  "msn",
  "yahoo",
  "ymail",
  "icloud",
  "aol",
  "protonmail",
  "proton",
  "gmx",
  "yandex",
  "zoho",
]);
// "co.uk", "com.br", "de": what follows a provider's name in its country domains.
const countrySuffix = /^[a-z]{2,3}(\.[a-z]{2})?$/;

function isSharedMailDomain(domain: string): boolean {
  if (sharedMailDomains.has(domain)) return true;
  const dot = domain.indexOf(".");
  return sharedMailBrands.has(domain.slice(0, dot)) && countrySuffix.test(domain.slice(dot + 1));
}

/** The institution domain of an address (lower case), or null for a shared mail provider. */
export function institutionDomain(email: string): string | null {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  if (!domain.includes(".") || isSharedMailDomain(domain)) return null;
  return domain;
}

/** A LIKE pattern matching addresses on the domain (with LIKE's wildcards escaped). */
export const onDomain = (domain: string) => `%@${escapeLike(domain)}`;
