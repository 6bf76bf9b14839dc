// What the app shell uses of billing: the banner for a failed payment.
export { PaymentProblemBanner } from "./payment-problem-banner";
