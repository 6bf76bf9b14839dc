import { z } from "zod";

// Plans and billing (issue 16). The catalogue is data: names and who a plan
// is for live here; prices and Stripe price ids come from the server's
// configuration, so GET /api/v1/billing/plans joins the two.

export const planIds = ["personal", "institution"] as const;
export type PlanId = (typeof planIds)[number];
export const billingIntervals = ["month", "year"] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** What each plan is, whatever it costs. Institution plans are yearly only. */
export const planCatalogue: readonly {
  id: PlanId;
  name: string;
  audience: string;
  description: string;
  intervals: readonly BillingInterval[];
}[] = [
  {
    id: "personal",
    name: "Personal",
    audience: "For one student or applicant.",
    description: "Every premium feature for your own account: history export, summaries and the reading list.",
    intervals: ["month", "year"],
  },
  {
    id: "institution",
    name: "Institution",
    audience: "Bought by an institution's admin.",
    description:
      "Premium for everyone with a verified address on the admin's approved domain, and My Team for the admin.",
    intervals: ["year"],
  },
];

export const planPriceSchema = z.object({
  interval: z.enum(billingIntervals),
  /** In the currency's minor unit (cents); null when the operator has not set a price. */
  amount: z.number().int().nonnegative().nullable(),
  currency: z.string().regex(/^[a-z]{3}$/),
  /** Whether this price can be bought online now (Stripe keys and its price id are configured). */
  purchasable: z.boolean(),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

export const planSchema = z.object({
  id: z.enum(planIds),
  name: z.string(),
  audience: z.string(),
  description: z.string(),
  prices: z.array(planPriceSchema),
});
export type Plan = z.infer<typeof planSchema>;

export const BILLING_NOT_CONFIGURED =
  "Online billing is not configured on this server. An operator can grant a plan by hand.";

export const plansResponseSchema = z.object({
  /** False without Stripe keys: plans still show, buttons say billing is not configured. */
  configured: z.boolean(),
  plans: z.array(planSchema),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const checkoutRequestSchema = z.strictObject({
  plan: z.enum(planIds),
  interval: z.enum(billingIntervals),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Where the browser goes next (Stripe Checkout or the Customer Portal). */
export const redirectResponseSchema = z.object({ url: z.url() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

export const subscriptionStatuses = [
  "active",
  "trialing",
  "past_due",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "unpaid",
  "paused",
] as const;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  hostedInvoiceUrl: z.string().nullable(),
  created: z.iso.datetime(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const billingStatusSchema = z.object({
  configured: z.boolean(),
  /** The plan bought or granted; null without one ("manual" for a plan an operator granted by hand). */
  plan: z.enum([...planIds, "manual"]).nullable(),
  interval: z.enum(billingIntervals).nullable(),
  /** status and subscriptionStatus mirror each other (SPEC §3). */
  status: z.enum(subscriptionStatuses).nullable(),
  subscriptionStatus: z.enum(subscriptionStatuses).nullable(),
  /** active or trialing. */
  active: z.boolean(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  paymentMethod: z
    .object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() })
    .nullable(),
  invoices: z.array(invoiceSchema),
  /** The latest invoice failed, or the subscription waits for a payment: the banner and its link. */
  paymentProblem: z.object({ message: z.string(), invoiceUrl: z.string().nullable() }).nullable(),
  /** A Stripe customer exists, so "Manage billing" can open the Customer Portal. */
  canManage: z.boolean(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;
