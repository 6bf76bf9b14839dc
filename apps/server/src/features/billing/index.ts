// Billing's public entry: the payment banner's yes/no, read by GET /api/me.
export { readPaymentProblem } from "./read-payment-problem.ts";
