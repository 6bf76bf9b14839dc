import type { Tier } from "@gradeatlas/contracts/access";

/** One password for every demo account: the accounts exist to be tried, not protected. */
export const DEMO_PASSWORD = "demo-password";

/**
 * The institution's domain. Institution access goes by e-mail domain and never
 * counts a shared mail provider (decision 0014), so it is a university's kind
 * of domain; ".edu" addresses here receive no mail (the demo sends none).
 */
export const DEMO_INSTITUTION_DOMAIN = "demo-university.edu";

/** Everyone else is on a reserved test domain (RFC 2606): nobody owns a mailbox there. */
const other = (local: string) => `${local}@demo.gradeatlas.test`;

export const DEMO_OPERATOR_EMAIL = other("operator");

export interface DemoAccount {
  email: string;
  /** What the account shows, in words for the start-up table. */
  label: string;
  /** What resolveAccess must say for it. */
  expect: { tier: Tier; premiumSource: "none" | "personal" | "institution"; isAdmin: boolean; isOperator: boolean };
  plan: boolean;
  admin: boolean;
  /** Saved calculations seeded into its history. */
  calculations: number;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    email: other("registered"),
    label: "Registered: free account, history without search",
    expect: { tier: "registered", premiumSource: "none", isAdmin: false, isOperator: false },
    plan: false,
    admin: false,
    calculations: 30,
  },
  {
    email: other("subscriber"),
    label: "Subscriber: premium (a plan granted by hand)",
    expect: { tier: "subscriber", premiumSource: "personal", isAdmin: false, isOperator: false },
    plan: true,
    admin: false,
    calculations: 180,
  },
  {
    email: `admin@${DEMO_INSTITUTION_DOMAIN}`,
    label: `Institution admin: premium, runs the ${DEMO_INSTITUTION_DOMAIN} team`,
    expect: { tier: "subscriber", premiumSource: "personal", isAdmin: true, isOperator: false },
    plan: true,
    admin: true,
    calculations: 40,
  },
  {
    email: `member@${DEMO_INSTITUTION_DOMAIN}`,
    label: `Institution member: premium through ${DEMO_INSTITUTION_DOMAIN}`,
    expect: { tier: "subscriber", premiumSource: "institution", isAdmin: false, isOperator: false },
    plan: false,
    admin: false,
    calculations: 50,
  },
  {
    email: DEMO_OPERATOR_EMAIL,
    label: "Operator: /sys-admin (users, plans, leads, outbox)",
    expect: { tier: "registered", premiumSource: "none", isAdmin: false, isOperator: true },
    plan: false,
    admin: false,
    calculations: 0,
  },
];
